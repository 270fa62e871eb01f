import type { LabelledMessage } from "./labelled-message";

// Land, houses and building: plot sales, double sales, documents, demolitions, evictions, family houses, contractors, rent, plus off-topic building questions. Writers: Mariatu, 52, a Kissy market trader typing Krio on her grandson's phone; Alhaji Sorie, 67, a retired civil servant in Bo who writes formal letters; Kadiatu, 24, a Fourah Bay student in SMS shorthand; Emmanuel, 38, in Maryland building a house back home, detailed and frustrated; Foday, 30, an okada rider in Waterloo with heavy typos and dropped vowels; Hannah Cole, 45, a Wilberforce teacher who tells long polite stories; Ibrahim, 34, a mason in Makeni writing short Krio-English lines; Aminata, 29, a Kenema nurse who panics and uses capitals.

export const DEVELOPMENT_FIFTY_FOURTH: LabelledMessage[] = [
  // urgent
  {
    message:
      "Abeg una help me, police don hold my papa na di land site for Waterloo dis morning, dem say na him sell di land two times. Dem carry am go station now now",
    intent: "urgent",
  },
  {
    message:
      "My brother was arrested at our plot in Kossoh Town an hour ago when the council came to demolish. He is at Waterloo police station now. What do we do??",
    intent: "urgent",
  },
  { message: "POLICE ARE AT MY GATE RIGHT NOW SAYING THEY WANT TO TAKE ME FOR FORGERY OF CONVEYANCE. I DID NOTHING. PLEASE", intent: "urgent" },
  {
    message:
      "Good afternoon. My husband has been detained at Central Police Station since last night following a complaint by the man who bought the land before us. They refuse bail. Kindly advise urgently.",
    intent: "urgent",
  },
  { message: "dem hold my uncle na lumley station sinc yestaday bcos of di boundary palava wit di neighbour. dem nor wan lef am", intent: "urgent" },
  {
    message:
      "The surveyor who was fixing our beacons has just been picked up by soldiers at the site in Grafton. They put him in their vehicle. Please I need a lawyer now",
    intent: "urgent",
  },
  { message: "my mama de na cell for Kissy station now, landlord say she damage im os. she old woman pls help", intent: "urgent" },
  {
    message:
      "Police came with the demolition team at Dwarzark and arrested 5 of us, I'm typing from inside the station on a borrowed phone. I need a lawyer to come",
    intent: "urgent",
  },
  {
    message:
      "Am writing from Maryland. My cousin who manages my building project in Tokeh was just arrested, the contractor accused him of stealing cement. He's in custody in Lumley now. Can someone go there today?",
    intent: "urgent",
  },
  { message: "OSD don load my broda inside dem van na Mamba Ridge wen dem bin de break di os dem. Dem de carry am go now", intent: "urgent" },
  {
    message: "pls urgnt my son in police cell since friday over land at Hastings, chief say he trespass. today is sunday they not releasing him",
    intent: "urgent",
  },
  { message: "Dem don hold me wife na CID ova di land document wey di man say na fake. Since morning. Wetin I go do", intent: "urgent" },
  {
    message:
      "I am at the police station with my father. They have just told us he will be kept overnight for the land fraud complaint. He is 70. Please is there a lawyer who can come tonight?",
    intent: "urgent",
  },
  {
    message: "The chief sent his men with police to arrest my husband at our farm land in Port Loko. They are taking him now to the station. Help",
    intent: "urgent",
  },
  { message: "police dey knock my door now say dem get warrant bcos of plot wey I sell. wetin I go do rite now", intent: "urgent" },
  { message: "Mason wey I pay money report me say I nor pay am, now police hold me na Makeni station. Na my sister dey type dis. Abeg", intent: "urgent" },
  {
    message: "My landlord brought police and they have handcuffed my husband in front of the children, they are taking him to Congo Cross station now",
    intent: "urgent",
  },
  {
    message:
      "Hello my brother was arrested yesterday at the Goderich land where we were building. Military men said it's government land. Nobody is allowed to see him. Where do we even start?",
    intent: "urgent",
  },
  {
    message: "Detained at Ross Road police since 2 days ago over a double sale complaint. No charge, no court. I am his wife. Need lawyer asap",
    intent: "urgent",
  },
  { message: "Dem de carry my pikin dem go station now now because dem bin de stop di bulldozer. Dem small boys. Abeg una call me", intent: "urgent" },
  {
    message:
      "Good morning Sir/Madam, I regret to inform you that my son was taken into custody this morning by officers of the Ministry of Lands task force, together with police, at our property in Allen Town. We urgently require representation.",
    intent: "urgent",
  },
  {
    message: "URGENT! family member held at Bo police station since last nite. Land fight wit another family. they say he will be transferred to Freetown. pls",
    intent: "urgent",
  },
  {
    message:
      "Just now the police arrested our foreman and two labourers at the building site in Regent, they say no building permit. They are in the pickup now",
    intent: "urgent",
  },
  { message: "my husband in cell now ova di os wey him bruda dem say na dem papa os. dem nor de gi am food", intent: "urgent" },
  {
    message:
      "I'm abroad and just got a call that my mother has been arrested in Kenema over land she sold 10 yrs ago. She's at the station now. Can you send someone?",
    intent: "urgent",
  },
  { message: "Police hold di man wey bin sell me di land and now dem hold me too say I be accomplice. I dey inside di station dey text", intent: "urgent" },
  {
    message: "They've locked up my dad at Kissy police for 3 days. The complaint is that he forged the survey plan. Please, we need someone there today.",
    intent: "urgent",
  },
  { message: "sojas tek my broda from di quarry site na Hastings dis evening, we nor know usai dem carry am", intent: "urgent" },
  {
    message:
      "Lawyer needed immediately at Calaba Town police post. My father was arrested after quarrelling over the boundary beacon with the neighbour. They are keeping him.",
    intent: "urgent",
  },
  {
    message: "pls pls my aunty just got arrested at her shop, the landlord said she refused to pack out. police dey take her to station now",
    intent: "urgent",
  },
  {
    message: "Na me dis, Mariatu. Dem hold my grandson na Eastern police since Wednesday, dem say him break di fence for di land. Him nor get lawyer",
    intent: "urgent",
  },
  {
    message:
      "I am being arrested now by police at the council demolition in Congo Town. They let me use my phone for a minute. Please tell me what to do, call my wife",
    intent: "urgent",
  },
  {
    message: "Emergency: police have detained my caretaker at Juba Hills over the sale of a plot. I am the owner, overseas. He's been there since morning.",
    intent: "urgent",
  },
  { message: "dem arrest my papa now now na Bo sake of lan. chief say na stranger so e nor get rit. police dey carry am", intent: "urgent" },
  {
    message:
      "My brother-in-law is in police custody in Makeni for three nights now because of the family house dispute. He is diabetic. Please help us get him out",
    intent: "urgent",
  },
  {
    message:
      "Hi, police just came to our office and arrested the director of our estate company over a land sale. They have taken him to CID. Need counsel urgently",
    intent: "urgent",
  },
  { message: "they are handcuffing people at the Moyiba demolition right now my cousin among them", intent: "urgent" },
  { message: "Abeg di police don tek my husband since yesterday, e sleep dey ova di rent money. I nor sabi wetin for do", intent: "urgent" },
  { message: "Papa hold na station. Lan case. Waterloo. Since mornin. Help", intent: "urgent" },
  {
    message:
      "Officers from the Lands Ministry and police just seized my documents and arrested me at the Tokeh site. I am in their vehicle, they are taking me to Freetown.",
    intent: "urgent",
  },

  // safety
  {
    message: "Land grabbers came to our plot at Kossoh Town with cutlasses and said if we come back they will kill us. They are still there",
    intent: "safety",
  },
  {
    message: "My landlord has thrown me and my 3 children outside tonight, it's raining and we have nowhere to sleep. He threw our things in the gutter",
    intent: "safety",
  },
  {
    message: "abeg dem boys dem wey di land man send de stand na me gate wit stick, dem say dem go burn di os tonight. I de inside wit me pikin dem",
    intent: "safety",
  },
  {
    message: "A mob is gathering in front of our family house in Kissy, my uncles say we must leave today or they will beat us. Please what do I do",
    intent: "safety",
  },
  {
    message: "My brother beat me and my mother this evening and pushed us out of papa's house. My mother is bleeding. We are at the neighbour's",
    intent: "safety",
  },
  {
    message: "Someone has been following me home since I refused to sell my land to him. Today he left a note saying I will die. I'm scared to sleep",
    intent: "safety",
  },
  { message: "pple wit machete de cut dwn our fence at Waterloo NOW. my husband nor dey. wat I go do", intent: "safety" },
  {
    message: "The man who claims our land came with thugs, they beat my son and said they will come back at night to finish us. We are hiding",
    intent: "safety",
  },
  { message: "Me landlady lock me outside wit me newborn baby, na night now, e de col. Abeg", intent: "safety" },
  { message: "The chief's youths have surrounded our house because we are strangers, they are throwing stones at the roof right now", intent: "safety" },
  { message: "I am receiving death threats by phone from a man who says I stole his land. He knows where my children go to school.", intent: "safety" },
  { message: "Please help, my husband is threatening to kill me if I don't sign the house over to his family. He has a knife in the house", intent: "safety" },
  { message: "Dem don set fire na we shop wey dey di disputed land. We run comot. Di people dem still dey dey", intent: "safety" },
  {
    message: "My caretaker in Hastings was attacked with a cutlass by land grabbers this morning and is in hospital, they say they'll come for the family next",
    intent: "safety",
  },
  {
    message: "My late husband's brothers came tonight, beat me and said I must leave the house with the children before morning or they'll do worse",
    intent: "safety",
  },
  {
    message: "there's a group of boys with sticks at the building site saying they'll beat the masons unless we pay them 'land money'. they're here now",
    intent: "safety",
  },
  { message: "me landlord beat me today bcos I late wit rent. he say if I nor pay tmrw he go wound me. I de fraid", intent: "safety" },
  { message: "The neighbour who moved our beacons has a gun and pointed it at my father this afternoon. He says next time he will shoot", intent: "safety" },
  { message: "we de sleep outside since yestday, land owner broke our house at night and beat my husband. we get 4 small pikin", intent: "safety" },
  {
    message: "Someone keeps coming to my compound at night, banging the door and shouting that I must vacate the land or die. Last night he broke a window",
    intent: "safety",
  },
  {
    message:
      "My stepfather chased me out of my mother's house with a machete after her burial. I'm 19 and sleeping at a friend's, he says if I come back he will kill me",
    intent: "safety",
  },
  { message: "Crowd of people dem de pull down we wall now now and dem de beat anybody wey try stop dem. Calaba Town. Na real wahala", intent: "safety" },
  { message: "I'm hiding in my room, the men my ex-husband sent to take the house are outside with clubs. Please help me", intent: "safety" },
  { message: "The tenants I asked to leave have threatened to rape my daughter if I send them away. I'm terrified.", intent: "safety" },
  {
    message: "Di people dem wey claim we family land don tell my mama say dem go poison am. Since den strange man dem de pass round di house nite time",
    intent: "safety",
  },

  // legal-question
  { message: "Can the Freetown City Council demolish my house without giving me any written notice? Is that legal?", intent: "legal-question" },
  {
    message: "I bought a plot in 2019 with a survey plan but no conveyance was ever done. If the seller sells it again, who owns it by law?",
    intent: "legal-question",
  },
  { message: "my landlord wan increase rent from 6 million to 12 million in middle of di year. e get right for do dat?", intent: "legal-question" },
  { message: "Papa die without will. Na 5 of we pikin dem. Who get right over di family house? My uncle say na im own now", intent: "legal-question" },
  {
    message: "As a stranger in a chiefdom, am I entitled to own land outright or only lease it? I want to know my rights before buying in Port Loko.",
    intent: "legal-question",
  },
  {
    message: "If I paid 2 years rent in advance and the landlord sells the house, can the new owner chase me before the 2 years finish?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir, my neighbour has built his fence one metre into my land, as shown on my registered survey plan. What are my rights and will a court order him to remove it?",
    intent: "legal-question",
  },
  { message: "is it legal for landlord to cut my light and water bcos I complain about leaking roof?", intent: "legal-question" },
  {
    message: "My husband and I built a house together but the conveyance is in his name only. If we divorce, am I entitled to a share?",
    intent: "legal-question",
  },
  {
    message: "The contractor took 40 million leones and built only the foundation. Can I take him to court and will I get my money back?",
    intent: "legal-question",
  },
  { message: "I'm in the US. If my sister had power of attorney and sold my land without asking me, is the sale valid?", intent: "legal-question" },
  { message: "does a conveyance that was never registered at the Ministry still count as proof of ownership?", intent: "legal-question" },
  { message: "wetin di law talk if pesin build os na my lan while I de abroad? I go fit tek di os?", intent: "legal-question" },
  { message: "How much compensation will government give me if they take my land for the road project? Is there a fixed rate?", intent: "legal-question" },
  { message: "The chief gave our family land 30 years ago but now his son says it belongs to him. Can he take it back legally?", intent: "legal-question" },
  { message: "Can a landlord evict a tenant without going to court, just by removing the roof?", intent: "legal-question" },
  { message: "If the beacons on the ground differ from what is on the survey plan, which one does the law follow?", intent: "legal-question" },
  {
    message: "my mother left the house to me in her will but my brothers say a woman can't inherit the family house. are they right?",
    intent: "legal-question",
  },
  {
    message:
      "Is a land sale agreement written on ordinary paper and signed in front of the chief enough, or do I need a lawyer's conveyance for it to be legal?",
    intent: "legal-question",
  },
  {
    message: "The council marked my shop with a red X for demolition saying it's on the road reserve. I've been there 15 years. Do I have any right to stay?",
    intent: "legal-question",
  },
  { message: "Will I win if I sue the man who sold me land that turned out to be state land? I have receipts", intent: "legal-question" },
  { message: "I was born here to Lebanese parents. Am I allowed by law to buy freehold land in Freetown or only lease?", intent: "legal-question" },
  { message: "Am I liable if the mason I hired gets injured on my building site?", intent: "legal-question" },
  { message: "Lanlord sey I mus pay 3 yrs advance b4 I enter. Dis law allow am?", intent: "legal-question" },
  { message: "My late father's second wife is selling his house. Do the children of the first wife have a right to stop her?", intent: "legal-question" },
  { message: "If I occupy a piece of land for 12 years without anyone complaining, does it become mine by law?", intent: "legal-question" },
  {
    message: "The tenant has not paid rent for 8 months. Can I lock him out myself or must I go to court first? What does the law say?",
    intent: "legal-question",
  },
  { message: "Na true say if you nor build pan land for 5 years government go tek am? Dem de tell me so", intent: "legal-question" },
  {
    message: "A company demolished my fence to make an access road to their estate. Can I claim damages and roughly how much would a court award?",
    intent: "legal-question",
  },
  { message: "I signed to sell my land but the buyer only paid half. Can I cancel the sale and keep the money he paid?", intent: "legal-question" },
  { message: "Does my ex-boyfriend have any right to the house we built together on my family land if we were never married?", intent: "legal-question" },
  {
    message: "After my husband died, the bank says they will sell our house because of his loan. Can they do that when I and the children live there?",
    intent: "legal-question",
  },

  // off-topic
  { message: "How much is one trip of sand in Freetown now?", intent: "off-topic" },
  { message: "wat is d price of 6 inch blocks per 100 in Waterloo?", intent: "off-topic" },
  { message: "Can you help me design a two-bedroom house plan with a verandah and one toilet inside?", intent: "off-topic" },
  { message: "What is the best paint for outside walls in rainy season so it won't wash off?", intent: "off-topic" },
  { message: "How much is rent for a 2 bedroom apartment in Wilberforce these days?", intent: "off-topic" },
  { message: "How do I apply to EDSA to get electricity connected to my new house?", intent: "off-topic" },
  { message: "Which is better for roofing, zinc or aluminium sheets? I hear zinc rusts fast near the sea", intent: "off-topic" },
  { message: "How many bags of cement do I need for the foundation of a 3 bedroom house?", intent: "off-topic" },
  { message: "Write me a short poem about land and justice for our church anniversary", intent: "off-topic" },
  { message: "wetin be di price of one bag cement today? Leocem or Diamond?", intent: "off-topic" },
  { message: "Pls can u recommend a good mason in Bo. I want to start my house", intent: "off-topic" },
  { message: "what's the exchange rate dollar to leones today? i want to send money home for my building", intent: "off-topic" },
  { message: "Can you explain the difference between freehold and leasehold for my Land Economics assignment? Due tomorrow", intent: "off-topic" },
  { message: "How long does Guma Valley take to bring a water pipe to a new compound?", intent: "off-topic" },
  { message: "How do I stop termites from eating my roof timber?", intent: "off-topic" },
  { message: "Who won the match between East End Lions and Kallon yesterday?", intent: "off-topic" },
  { message: "Is it going to rain in Freetown this weekend? we want to cast the decking", intent: "off-topic" },
  { message: "Do you know any estate agent who sells cheap plots in Tombo? I just want prices", intent: "off-topic" },
  { message: "Give me points for a speech on 'Land is life' for my school debate tomorrow", intent: "off-topic" },
  { message: "Best type of tiles for a bathroom floor that won't be slippery?", intent: "off-topic" },
  { message: "How deep should a septic tank be for a family of 8?", intent: "off-topic" },
  { message: "Are there any jobs for masons at the new estate in Mile 91? I'm a good tiler", intent: "off-topic" },
  { message: "my back de pain me after I carry blocks all day, which medicine I fit take?", intent: "off-topic" },
  { message: "Can you calculate how many blocks for a wall 10 metres long and 3 metres high?", intent: "off-topic" },
  { message: "Who was the first president of Sierra Leone?", intent: "off-topic" },
  { message: "recipe for cassava leaf pls, my wife travel and the workers at site are hungry", intent: "off-topic" },
  { message: "Wetin na di best colour for paint parlour so e go look fine?", intent: "off-topic" },
  { message: "How much does it cost to put solar panels on a 3 bedroom house?", intent: "off-topic" },
  { message: "Should I use 12mm or 16mm iron rod for the pillars of a one-storey house?", intent: "off-topic" },
  { message: "Which area in Freetown is safest from flooding to build a house?", intent: "off-topic" },
  { message: "Can you write some bars about the demolitions and landlords for my rap group? make it hard", intent: "off-topic" },
  { message: "I need a cheap guesthouse in Makeni for 2 nights while I supervise my building", intent: "off-topic" },
  { message: "Is it true land prices in Freetown will go up next year? Should I buy now or wait?", intent: "off-topic" },
  { message: "How do I become a licensed surveyor in Sierra Leone? Which school?", intent: "off-topic" },
  { message: "Is laterite or stone dust better for filling a swampy plot?", intent: "off-topic" },
  { message: "How can I make my zinc roof less noisy when it rains?", intent: "off-topic" },
  { message: "Tell me a joke about landlords 😂", intent: "off-topic" },
  { message: "how long must concrete decking dry before I remove the props?", intent: "off-topic" },
  { message: "Pls wat time does the Ministry of Lands office at Youyi Building open?", intent: "off-topic" },
  { message: "Which hardware shop in Freetown sells the cheapest PVC ceiling? I am doing my parlour", intent: "off-topic" },

  // booking
  { message: "I want to book an appointment with the land lawyer about a plot dispute in Waterloo", intent: "booking", also: ["area:land"] },
  { message: "Can I come in on Thursday morning to see someone about my late father's house?", intent: "booking" },
  { message: "pls I wan see lawyer 2moro, na about di os wey dem wan broke", intent: "booking" },
  {
    message: "Good day. I would like to schedule a consultation regarding the purchase of a property at Hill Station. Kindly indicate available dates.",
    intent: "booking",
  },
  { message: "Can I book a meeting with Mohamed Conteh next week?", intent: "booking" },
  { message: "How do I book a consultation? I'm in London but will be in Freetown from 3 to 20 December", intent: "booking" },
  { message: "abeg me wan cam una office monday fo tok to lawyer", intent: "booking" },
  { message: "I'd like an appointment to go over a building contract before I sign it with the contractor", intent: "booking", also: ["area:contract"] },
  { message: "Need to meet a lawyer this week, contractor palava. Which day free?", intent: "booking" },
  { message: "Can I see Hawa Turay on Friday about my mother's will and the family land?", intent: "booking" },
  { message: "Book me for consultation pls. Name: Foday Kamara. Issue: rent", intent: "booking" },
  { message: "Is it possible to have a video consultation from Maryland? About my land in Tokeh", intent: "booking" },
  { message: "I want to sit with a lawyer to check the documents before I pay for a plot. When can I come?", intent: "booking" },
  { message: "Please can I make appointment for Wednesday 2pm", intent: "booking" },
  { message: "wan mek appointment wit land lawyer, wetin I go do?", intent: "booking" },
  { message: "I would like to set up a meeting for me and my siblings with a lawyer to discuss sharing papa's house", intent: "booking" },
  { message: "Hello can I come today after work around 4 to see someone? land issue", intent: "booking" },
  { message: "i need consultation asap about eviction notice my landlord gave me", intent: "booking" },
  { message: "Do I need to book before coming or can I just walk in to see a lawyer?", intent: "booking" },
  { message: "Can you fix me an appointment with the senior partner? It's about property after divorce", intent: "booking" },
  { message: "Our company wants to meet your team about buying land for a warehouse. Could we arrange a meeting next Tuesday?", intent: "booking" },
  { message: "I am coming from Kenema on Monday. Please reserve time for me to see a lawyer about my grandfather's land", intent: "booking" },
  { message: "mek appointment for me to see di lawyer wey de handle lan case", intent: "booking" },
  { message: "I'd like to sit down with someone and go through my rent dispute. Earliest slot please", intent: "booking" },

  // area:land
  { message: "Someone sold my plot in Kossoh Town to another person while I was abroad. I have my conveyance. Can you help me?", intent: "area:land" },
  { message: "Do you do title searches? I want to buy land at Goderich and I'm not sure the papers are real", intent: "area:land" },
  { message: "Di man wey sell me lan don sell am to two oda people. We all get paper. Abeg una fit help?", intent: "area:land" },
  { message: "I need help preparing a lease for my shop in Bo. 5 years, to a Fullah businessman", intent: "area:land" },
  { message: "My survey plan was stolen and I need a new copy and to confirm my title. Do you handle that?", intent: "area:land" },
  { message: "Neighbour moved our beacons at night and is now building on part of our land. Need help", intent: "area:land" },
  {
    message: "I am a stranger in Tonkolili and the chiefdom gave me land but now they want it back. Do you handle chiefdom land matters?",
    intent: "area:land",
  },
  { message: "My landlord locked my shop and put his own padlock, says I owe rent. Can you help me get in?", intent: "area:land" },
  { message: "Hello, we need conveyancing for a house we are buying in Wilberforce. Does your firm do that?", intent: "area:land" },
  { message: "The council served us a notice that our house at Kroo Bay will be demolished. We need a lawyer to look at it", intent: "area:land" },
  { message: "My title deed has my name spelt wrong. Can una help correct am?", intent: "area:land" },
  {
    message: "I bought land in 2015 and the seller never gave me the documents. Now he's dead and his children deny the sale. Please help.",
    intent: "area:land",
  },
  { message: "we de rent di os since 2010, new owner wan drive we. I wan lawyer for dis matter", intent: "area:land" },
  { message: "Do you handle boundary disputes in the provinces? Our farm land is in Moyamba", intent: "area:land" },
  { message: "I need someone to check if the land I'm buying is state land or private. Tokeh area.", intent: "area:land" },
  { message: "My tenant refuses to leave after the lease expired and still not paying. I need help to get my house back", intent: "area:land" },

  // area:family
  {
    message: "My father died last month and left a will. I am the executor and don't know what to do next with his house. Can you help?",
    intent: "area:family",
  },
  { message: "I'm divorcing my husband and we own a house together in Juba. I need help with the divorce and the property.", intent: "area:family" },
  { message: "Papa nor lef will. We need letters of administration for di os na Brookfields. Una de do dat?", intent: "area:family" },
  { message: "I want to write a will so my children get my houses and not my brothers. Do you do wills?", intent: "area:family" },
  { message: "My mother passed and my stepfather is living in her house and won't share anything. I need help with her estate.", intent: "area:family" },
  { message: "Need help with probate for my late aunt's property in Bo. I live in Germany.", intent: "area:family" },
  { message: "My ex won't pay child maintenance but he is building a big house at Lumley. I need help getting maintenance.", intent: "area:family" },
  { message: "We are adopting my late sister's son and I also need to protect the house she left him. Can you help?", intent: "area:family" },
  { message: "pls help wit inheritance matter, my grandmother houses in Freetown and Kenema, 7 grandchildren", intent: "area:family" },
  { message: "Husband left me and the kids and now he wants to sell our family home. I want custody and to keep the house.", intent: "area:family" },
  { message: "Can una help me put my property pan will for my pikin dem? I old now", intent: "area:family" },
  { message: "I need help sharing my late father's estate among the children of his three wives. There are two houses and land.", intent: "area:family" },
  { message: "My wife and I are separating. I need help with custody and deciding who stays in the house.", intent: "area:family" },
  { message: "The will says the house goes to me but my father's family has hidden the original copy. Need a lawyer for this", intent: "area:family" },
  { message: "Granny wants to change her will and give the family house to the church. She asked me to find a lawyer for her.", intent: "area:family" },
  { message: "I'm a widow and my in-laws are trying to take my husband's property. I need a lawyer for the inheritance.", intent: "area:family" },

  // area:business
  { message: "I want to register a real estate company to buy and sell plots. Can you help with the registration?", intent: "area:business" },
  { message: "We are three partners starting a construction company. We need a shareholder agreement.", intent: "area:business" },
  { message: "Do you help foreign investors set up a property development company in Sierra Leone?", intent: "area:business" },
  { message: "My block-making business wants to become a limited company. Can your firm handle it?", intent: "area:business" },
  { message: "Our housing cooperative's board is in chaos, we need help setting up proper governance rules.", intent: "area:business" },
  { message: "A bank is offering us a loan to build an estate. We want a lawyer to review the financing and mortgage terms.", intent: "area:business" },
  { message: "I want to open a hardware shop selling cement and rods. Help me register the business pls", intent: "area:business" },
  { message: "wan register me company for sell building materials, una de do dat?", intent: "area:business" },
  { message: "Our real estate firm needs help bringing in a new shareholder from Ghana", intent: "area:business" },
  {
    message: "We're a diaspora investment group pooling money to build rental apartments in Freetown. Need help structuring the company.",
    intent: "area:business",
  },
  {
    message: "My partner in our construction company is taking all the contracts in his own name. I need help with the company side of this.",
    intent: "area:business",
  },
  { message: "Need business name registration for my interior design and painting company", intent: "area:business" },
  { message: "We want to invest in a hotel project at Lumley Beach and need help with incorporation and the investment side", intent: "area:business" },
  { message: "Can you help me register an NGO that builds houses for flood victims?", intent: "area:business" },
  {
    message: "Our company bought land and now the directors disagree on whether to sell. Need someone for the corporate governance side.",
    intent: "area:business",
  },
  { message: "I want to turn my family's property rental business into a company with my siblings as shareholders", intent: "area:business" },

  // area:shipping
  {
    message: "My container of floor tiles from China has been held at Queen Elizabeth II Quay for 3 weeks. Customs say the papers are wrong. Can you help?",
    intent: "area:shipping",
  },
  {
    message: "The roofing sheets I imported arrived damaged and rusted. The shipping line refuses to pay. Need help with a cargo claim",
    intent: "area:shipping",
  },
  {
    message: "We chartered a vessel to bring cement from Turkey and the owners are now demanding extra demurrage. Do you handle charter party disputes?",
    intent: "area:shipping",
  },
  { message: "half of my imported iron rods went missing from the container at the port. who can help me claim?", intent: "area:shipping" },
  { message: "Do you deal with port and customs matters? My building materials are stuck at the quay", intent: "area:shipping" },
  {
    message: "A vessel carrying our company's steel beams is anchored and the supplier wants to arrest it over payment. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  {
    message: "My generator and solar panels for the new house were shipped but the consignee name is wrong and the port won't release them. Help",
    intent: "area:shipping",
  },
  { message: "Me container wit doors and windows for me os don tay na wharf, dem de charge me storage every day. Una fit help?", intent: "area:shipping" },
  { message: "We want to arrest a ship whose owner owes us for supplying construction materials. Is this something you do?", intent: "area:shipping" },
  {
    message: "Customs put very high duty on my shipment of furniture and fittings for my house. Need help challenging it at the port",
    intent: "area:shipping",
  },
  {
    message: "The clearing agent disappeared with my documents for 2 containers of tiles at Queen Elizabeth Quay. Need a lawyer for the port side",
    intent: "area:shipping",
  },
  { message: "The sanitary ware I shipped from Dubai arrived broken. The insurer and the carrier are blaming each other", intent: "area:shipping" },
  { message: "Our dredging vessel for the reclamation project was detained by port authorities. Need shipping counsel.", intent: "area:shipping" },
  { message: "I shipped a car and building materials in one container from Antwerp. The car is missing. Help with the cargo claim", intent: "area:shipping" },
  { message: "Can una help me wit port wahala? Dem seize me cement cargo say e nor get permit", intent: "area:shipping" },
  {
    message: "The bill of lading for my glass windows was issued to the wrong party and they've collected my goods at the quay. Please help",
    intent: "area:shipping",
  },

  // area:arbitration
  {
    message: "Our building contract has an arbitration clause. The contractor failed to finish and we want to go to arbitration. Do you handle that?",
    intent: "area:arbitration",
  },
  { message: "I would prefer mediation with my neighbour over the boundary wall rather than court. Can you arrange that?", intent: "area:arbitration" },
  { message: "We got an arbitration award against the construction company but they refuse to pay. Need help enforcing it", intent: "area:arbitration" },
  {
    message: "My brothers and I want someone neutral to mediate the sharing of papa's houses without going to court",
    intent: "area:arbitration",
    also: ["area:family"],
  },
  {
    message: "Dispute with our developer over the estate houses. The contract says disputes go to arbitration in Freetown. Need help with it",
    intent: "area:arbitration",
  },
  { message: "Do you do mediation for a landlord and tenant who don't want court?", intent: "area:arbitration" },
  {
    message: "The Chinese contractor on our office block wants to settle out of court. We need help with the arbitration process.",
    intent: "area:arbitration",
  },
  { message: "We nor wan go court. Abeg una fit settle we and di contractor softly softly?", intent: "area:arbitration" },
  {
    message: "An arbitrator decided in our favour over the shopping complex but the other side is refusing to comply. We need help to enforce the award.",
    intent: "area:arbitration",
  },
  { message: "Our joint venture to build apartments collapsed. We want commercial arbitration, not a long court case.", intent: "area:arbitration" },
  { message: "Can your firm act as mediator between our church and the builder over the unfinished hall?", intent: "area:arbitration" },
  {
    message: "Two partners in our land development company disagree about profit sharing and we agreed to arbitrate. Can you run it?",
    intent: "area:arbitration",
  },
  { message: "I need someone to represent me in an arbitration against a supplier of roofing materials", intent: "area:arbitration" },
  { message: "Looking for mediation between two families over the compound line, both sides want peace not court", intent: "area:arbitration" },
  { message: "The foreign investor wants international arbitration over our hotel construction deal. Do you handle that kind?", intent: "area:arbitration" },
  { message: "Di builder and me don agree say we go find arbitrator. Una get pesin?", intent: "area:arbitration" },

  // area:contract
  {
    message: "The contractor took my money for roofing and disappeared after putting only the trusses. I need help to get my money back.",
    intent: "area:contract",
  },
  { message: "Mason abandon my work since April, e don collect 80% of di money. Abeg help me", intent: "area:contract" },
  { message: "I need a proper building contract drafted before I hand over money to the builder", intent: "area:contract" },
  { message: "Can you review a construction agreement for my 4 bedroom house in Kerry Town before I sign?", intent: "area:contract" },
  { message: "A supplier took payment for 2000 blocks and only delivered 600. He keeps promising. Need help", intent: "area:contract" },
  { message: "I'm a mason. The house owner refused to pay the balance after I finished the work. Can you help me collect?", intent: "area:contract" },
  {
    message: "From Maryland again: my builder has been sending old progress photos and the house is not even at window level. I paid 70%. Help",
    intent: "area:contract",
  },
  { message: "Need employment contracts for the workers at my construction company", intent: "area:contract" },
  { message: "The carpenter who was to do my doors collected money and now says the price went up. We had a written agreement", intent: "area:contract" },
  { message: "I supplied sand and stone to a developer and he owes me 35 million leones. We have a signed delivery agreement.", intent: "area:contract" },
  { message: "Contractor finish half di work and lef. Now e de build for oda pesin. I get agreement paper", intent: "area:contract" },
  { message: "Please draft an agreement between me and the caretaker who will manage my building project while I'm abroad", intent: "area:contract" },
  {
    message: "The electrician I contracted for wiring did poor work and refused to come back to fix it. The agreement had a warranty",
    intent: "area:contract",
  },
  { message: "Help enforcing a supply deal for tiles, the company delivered the wrong grade and won't replace", intent: "area:contract" },
  { message: "I'm a site engineer and my employer terminated my contract without pay. Need help", intent: "area:contract" },
  { message: "Plumber took deposit 3 months ago, no show. I have his signed receipt and our agreement", intent: "area:contract" },

  // area:criminal
  {
    message: "My brother was released on bail last week after the land fraud arrest. His case is in Magistrate court on the 12th. Can you defend him?",
    intent: "area:criminal",
  },
  { message: "I was charged with forgery of a conveyance. Court date is next month. I need a defence lawyer.", intent: "area:criminal" },
  {
    message: "The man who sold me fake land documents, I want to report him to police for fraud. Can you help with the criminal case?",
    intent: "area:criminal",
  },
  { message: "my papa case de na court, dem say he trespass na some pesin lan. dem don gi am bail. we need lawyer", intent: "area:criminal" },
  {
    message: "The council officials who demolished our houses beat people. We want to file a human rights claim. Do you handle that?",
    intent: "area:criminal",
  },
  { message: "My son was convicted of malicious damage to a fence and we want to appeal. Please assist.", intent: "area:criminal" },
  {
    message: "Got bail yesterday after 3 days in cell over land matter. Now police say come back Monday. I need lawyer to go with me",
    intent: "area:criminal",
  },
  {
    message: "The caretaker of my property is charged with stealing my building materials. I'm the complainant and want a lawyer to follow the case",
    intent: "area:criminal",
  },
  { message: "Do you defend people accused of obtaining money by false pretences in land sales? My husband is facing that charge.", intent: "area:criminal" },
  {
    message: "I was held 5 days without charge during the demolition last year. I want to bring a human rights case, can your firm take it?",
    intent: "area:criminal",
  },
  { message: "Me brother case na high court ova lan palava, e don get bail. Who go defend am?", intent: "area:criminal" },
  { message: "I'm accused of burning a neighbour's fence. Police released me but said I'll be charged. Need a criminal lawyer.", intent: "area:criminal" },
  { message: "Need defence lawyer for conspiracy to defraud charge related to selling community land. Case in Bo.", intent: "area:criminal" },
  { message: "My landlord had me arrested last month for unpaid rent, I'm out now but there's a case. Can you represent me?", intent: "area:criminal" },
  { message: "We want to press charges against the land grabbers who destroyed our building two weeks ago. Can you take it up?", intent: "area:criminal" },
  { message: "The trial of my uncle for forging a survey plan starts soon. Does your firm handle criminal trials?", intent: "area:criminal" },

  // hours
  { message: "What time do you open?", intent: "hours" },
  { message: "Are you open on Saturday? I work during the week at the building site", intent: "hours" },
  { message: "una de open tide?", intent: "hours" },
  { message: "wat time una close today", intent: "hours" },
  { message: "Are you open on Independence Day, 27 April?", intent: "hours" },
  { message: "Hello, what are your working hours please", intent: "hours" },
  { message: "Can I come at 6pm after work or will you be closed?", intent: "hours" },
  { message: "Is the office open during Ramadan with normal hours?", intent: "hours" },
  { message: "Open on Sundays?", intent: "hours" },
  { message: "What days of the week are you open?", intent: "hours" },
  { message: "Will the office be open between Christmas and New Year?", intent: "hours" },
  { message: "Wetin time una de open mornin time?", intent: "hours" },
  { message: "r u open on easter monday", intent: "hours" },
  { message: "I am travelling from Bo tomorrow, arriving around 4. Will you still be open?", intent: "hours" },
  { message: "How late are you open on Fridays?", intent: "hours" },
  { message: "Kindly advise your office hours as I intend to visit.", intent: "hours" },

  // services
  { message: "What kind of cases does your firm take?", intent: "services" },
  { message: "Do you only do land cases or other things too?", intent: "services" },
  { message: "wetin una de do na dis office?", intent: "services" },
  { message: "Which areas of law does Kamara Chambers cover?", intent: "services" },
  { message: "What services do you offer?", intent: "services" },
  { message: "Are you a full service firm or specialised?", intent: "services" },
  { message: "Before I explain my problem, what kind of matters do you handle?", intent: "services" },
  { message: "wat type of legal work u guys do", intent: "services" },
  { message: "Can you tell me what your practice areas are? I'm writing from Canada", intent: "services" },
  { message: "Do you people handle everything or just court cases?", intent: "services" },
  { message: "List of services pls", intent: "services" },
  { message: "Una de handle all kain case?", intent: "services" },

  // team
  { message: "Who are the lawyers in your firm?", intent: "team" },
  { message: "How many lawyers do you have?", intent: "team" },
  { message: "Can I see the list of your lawyers and what each one does?", intent: "team" },
  { message: "who be di lawyer dem na una office?", intent: "team" },
  { message: "Do you have female lawyers?", intent: "team" },
  { message: "Tell me about your team please", intent: "team" },
  { message: "Which lawyers work there and what are their specialities?", intent: "team" },
  { message: "How big is your team? Just one lawyer or many?", intent: "team" },
  { message: "names of ur lawyers pls", intent: "team" },
  { message: "Who is the senior partner and who else works with her?", intent: "team" },
  { message: "Una get how much lawyer? Wetin dem name?", intent: "team" },
  { message: "I'd like to know a bit about the attorneys at Kamara & Associates before I decide.", intent: "team" },

  // contact
  { message: "How can I contact you?", intent: "contact" },
  { message: "How do I reach the firm from abroad?", intent: "contact" },
  { message: "wetin I go do for get una?", intent: "contact" },
  { message: "Best way to get in touch with a lawyer there?", intent: "contact" },
  { message: "What are your contact details?", intent: "contact" },
  { message: "how I go reach una if di network bad here na Kailahun", intent: "contact" },
  { message: "Is there a way to reach you outside of this chat?", intent: "contact" },
  { message: "Please send me your contacts, I want to follow up on my land matter", intent: "contact" },

  // phone
  { message: "What's your phone number?", intent: "phone" },
  { message: "Do you have WhatsApp?", intent: "phone" },
  { message: "gi me una number abeg", intent: "phone" },
  { message: "Which number can I call now?", intent: "phone" },
  { message: "Send me the WhatsApp number so I can send pictures of my documents", intent: "phone" },
  { message: "pls wats ur fone numba", intent: "phone" },
  { message: "Is there a number I can call from the UK?", intent: "phone" },
  { message: "Can I phone the office directly? Which line?", intent: "phone" },

  // address
  { message: "Where is your office?", intent: "address" },
  { message: "Una office de usai?", intent: "address" },
  { message: "How do I get to your office from Lumley?", intent: "address" },
  { message: "Is your office near PZ?", intent: "address" },
  { message: "What's the address, I'm coming by okada", intent: "address" },
  { message: "Directions to Kamara Chambers please, I'm at Eastern Police", intent: "address" },
  { message: "Which building on Siaka Stevens Street are you in?", intent: "address" },

  // email
  { message: "What is your email address?", intent: "email" },
  { message: "Can I email you my survey plan and conveyance? Which address?", intent: "email" },
  { message: "email pls", intent: "email" },
  { message: "Which email do I send documents to for a consultation?", intent: "email" },
  { message: "Do you have an e-mail? I prefer writing", intent: "email" },
  { message: "wetin na una email adres", intent: "email" },
  { message: "Kindly provide an email address to which I may forward my correspondence.", intent: "email" },

  // greeting
  { message: "Hello", intent: "greeting" },
  { message: "Good morning", intent: "greeting" },
  { message: "Kusheh o", intent: "greeting" },
  { message: "hi", intent: "greeting" },
  { message: "Good afternoon madam", intent: "greeting" },
  { message: "How di body?", intent: "greeting" },
  { message: "Hey there", intent: "greeting" },
  { message: "Salaam aleikum", intent: "greeting" },
  { message: "Good evening sir", intent: "greeting" },

  // thanks
  { message: "Thank you", intent: "thanks" },
  { message: "Tenki o", intent: "thanks" },
  { message: "thanks a lot, very helpful", intent: "thanks" },
  { message: "God bless una", intent: "thanks" },
  { message: "Thank you so much for your help", intent: "thanks" },
  { message: "tnx", intent: "thanks" },
  { message: "Much appreciated.", intent: "thanks" },
  { message: "Tenki tenki, God go bless una", intent: "thanks" },

  // goodbye
  { message: "Bye", intent: "goodbye" },
  { message: "OK I go cam back later", intent: "goodbye" },
  { message: "Goodbye and have a nice day", intent: "goodbye" },
  { message: "I'll be in touch. Bye for now", intent: "goodbye" },
  { message: "Ok tek care", intent: "goodbye" },
  { message: "see you later", intent: "goodbye" },

  // unknown
  { message: "???", intent: "unknown" },
  { message: "hmm", intent: "unknown" },
  { message: "I don't know how to start", intent: "unknown" },
  { message: "ok so", intent: "unknown" },
  { message: "...", intent: "unknown" },
  { message: "so about that thing", intent: "unknown" },

  // knowledge:Fees
  { message: "How much do you charge for a title search?", intent: "knowledge:Fees" },
  { message: "How much is consultation?", intent: "knowledge:Fees" },
  { message: "Can I pay the fees for my land case in instalments?", intent: "knowledge:Fees" },
  { message: "Do you offer legal aid? I can't afford to pay for the eviction case", intent: "knowledge:Fees" },
  { message: "how much una de tek for do conveyance?", intent: "knowledge:Fees" },
  { message: "What are your fees for preparing a lease agreement?", intent: "knowledge:Fees" },

  // knowledge:Languages spoken
  { message: "Does the land lawyer speak Temne? My grandmother doesn't speak English", intent: "knowledge:Languages spoken" },
  { message: "Can I talk in Krio when I come?", intent: "knowledge:Languages spoken" },
  { message: "Do any of your lawyers speak Mende?", intent: "knowledge:Languages spoken" },
  { message: "What languages do your lawyers speak?", intent: "knowledge:Languages spoken" },
  { message: "I speak French mostly, is there someone who speaks French?", intent: "knowledge:Languages spoken" },
  { message: "Una sabi tok Limba? Me papa nor sabi Krio fine", intent: "knowledge:Languages spoken" },

  // knowledge:What to bring
  { message: "What documents should I bring for the first meeting about my land?", intent: "knowledge:What to bring" },
  { message: "Do I need to bring my survey plan and conveyance to the consultation?", intent: "knowledge:What to bring" },
  { message: "wetin I go bring wen I de cam?", intent: "knowledge:What to bring" },
  { message: "What should I prepare before coming in about my father's house?", intent: "knowledge:What to bring" },
  { message: "Which papers to bring for tenancy problem? I have receipts only", intent: "knowledge:What to bring" },
  { message: "Is ID card enough or must I bring more papers for the first meeting?", intent: "knowledge:What to bring" },

  // knowledge:Parking
  { message: "Is there parking at your office?", intent: "knowledge:Parking" },
  { message: "Where can I park near Siaka Stevens Street?", intent: "knowledge:Parking" },
  { message: "Can my driver drop me in front of the office?", intent: "knowledge:Parking" },
  { message: "Una get place for park motoka?", intent: "knowledge:Parking" },
  { message: "I'll come with a big pickup, is there parking space nearby?", intent: "knowledge:Parking" },
  { message: "Is it easy for keke to drop me near the office?", intent: "knowledge:Parking" },

  // attorney
  { message: "Is Mohamed Conteh the land lawyer? Is he good with double sale cases?", intent: "attorney:Mohamed Conteh" },
  { message: "What does Hawa Turay handle? Someone told me she's good with family land", intent: "attorney:Hawa Turay" },
  { message: "Is Christiana Thomas in today? My cousin said she handled his contractor case", intent: "attorney:Christiana Thomas" },
  { message: "Adama Koroma na arbitration lawyer? E de do mediation for land palava?", intent: "attorney:Adama Koroma" },
];

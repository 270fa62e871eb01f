import type { LabelledMessage } from "./labelled-message";

// Big families and their quarrels: Kissy market woman in Krio, Bo co-wife texting SMS, FBC student stepson, London nephew, Makeni twin mother, retired teacher writing letters, Maryland diaspora daughter, Guinean co-wife in Kambia with French words
export const DEVELOPMENT_HUNDRED_AND_FIRST: LabelledMessage[] = [
  { message: "Good morning una, how di day", intent: "greeting" },
  {
    message:
      "My husband don marry third wife without telling me and me and the second wife we don vex. He say na him right. I wan leave the marriage and carry my 3 pikin dem. Una de handle dis kind divorce?",
    intent: "area:family",
  },
  {
    message:
      "police don hold my small brother since last night for Kissy station because my uncle say he tif the family generator. abeg help us he still de inside",
    intent: "urgent",
  },
  { message: "wetin i go cook for 40 people for my papa 40 days sara, rice and plasas go do?", intent: "off-topic" },
  {
    message:
      "My father had 4 wives and 19 children. He died without a will. Will the children of the first wife get more than the rest of us because they are the senior ones?",
    intent: "legal-question",
  },
  { message: "una de open saturday? me and my sisters wan come together after market", intent: "hours" },
  {
    message:
      "Our family house at Fourah Bay Road has 11 rooms and three generations living in it. My uncle's children now want to sell their part to a Lebanese man. I want help to stop the sale, or at least to see what the title deeds actually say.",
    intent: "area:land",
  },
  {
    message: "my co wife brother dem de threaten say dem go beat me if I no comot di house tonight. I fraid, I de hide for my neighbour room now",
    intent: "safety",
  },
  { message: "pls i wan book appointmnt wit family lawyer 2moro morning, me n my 2 step brodas", intent: "booking" },
  {
    message:
      "Pa left us a transport business with 6 poda poda buses, all in his name. Now my big brother alone runs it and keeps the money. We want to register it properly as a company with all the children as shareholders. Can your firm do this?",
    intent: "area:business",
  },
  { message: "wetin be una whatsapp number", intent: "phone" },
  {
    message:
      "My stepmother reported my brother to CID saying he stole her gold. They gave him bail last week and now there is a court date at the magistrate court. We need a defence lawyer for him.",
    intent: "area:criminal",
  },
  { message: "nice twin names for girls in Temne? not a legal thing i just want good names for my twin daughters lol", intent: "off-topic" },
  { message: "how many lawyers una get there and is there a woman among them? my mother won't talk to a man about her marriage", intent: "team" },
  {
    message:
      "my big broda collect rent for all 8 rooms for our late papa house and he no de share wit we. E get right for keep all dat money because he na di first son?",
    intent: "legal-question",
  },
  {
    message: "Dem don carry me mama go Lumley police station dis morning, her co-wife say she poison the pikin. She no do am. Wetin we go do now",
    intent: "urgent",
  },
  {
    message:
      "My late father had a container of used clothes coming from Belgium to Queen Elizabeth II Quay. His sons from the first wife went to the port and are trying to clear it in their own names. The shipping line is holding it. We need a lawyer for the cargo.",
    intent: "area:shipping",
  },
  { message: "pls send me your email, my uncle in London wants to write to you about the family house", intent: "email" },
  {
    message:
      "I work for my uncle shop for 6 years with no paper and he stop paying me since January because I take side with my mother in the family quarrel. I want to make him pay my salary",
    intent: "area:contract",
  },
  { message: "my stepfather want me to write a poem for his 60th birthday, can you write one in Krio?", intent: "off-topic" },
  {
    message:
      "Me and my 5 brothers own a rice mill together in Makeni and we quarrel every day about the profit. We don't want court, we want somebody neutral to settle it. You do that kind of mediation?",
    intent: "area:arbitration",
  },
  { message: "wetin una de do for people? all kind case or na only business", intent: "services" },
  { message: "How much does it cost to see a lawyer about my father's will? We are many children and nobody wants to pay alone", intent: "knowledge:Fees" },
  {
    message: "My husband's first wife poured hot water on my leg yesterday and today she says she will finish me. I am scared to go back in the compound.",
    intent: "safety",
  },
  {
    message:
      "Can a man marry a second wife under customary law if his first marriage was in church? My father did that and now the church wife says the second marriage is void.",
    intent: "legal-question",
  },
  { message: "where una office de? I de come from Waterloo", intent: "address" },
  {
    message: "I want to adopt my late sister's twins. They live with us since she died but her husband's family want to take them to Kono",
    intent: "area:family",
  },
  {
    message: "soldiers took my cousin from the family house last night to Wilberforce barracks, the family say na land palaver. nobody see am since",
    intent: "urgent",
  },
  { message: "wat time u close 2day", intent: "hours" },
  { message: "how much bag of rice now for Dove Cot market? we get family meeting on sunday", intent: "off-topic" },
  { message: "pls i get problem", intent: "unknown" },
  {
    message:
      "The family land in Port Loko was shared by our grandfather among the children of his 3 wives but there is no paper. Now one side has started building on our portion. I need a survey and a lawyer to sort out the boundary.",
    intent: "area:land",
  },
  {
    message:
      "Dear Sir, I wish to arrange a consultation for myself and my two brothers regarding the estate of our late father. Kindly advise an available date next week. Yours faithfully, S. Kargbo (retired teacher)",
    intent: "booking",
  },
  {
    message:
      "My stepson took money from my shop and when I disciplined him his mother reported me at the police for beating him. They gave me invitation to come on Monday. I want a lawyer to go with me.",
    intent: "area:criminal",
  },
  {
    message:
      "Our brother has stayed in our mother's house for 9 years without paying anything. If we ask him to leave, can he claim the house because he has been there so long?",
    intent: "legal-question",
  },
  { message: "Salaam aleikum, good afternoon", intent: "greeting" },
  {
    message: "Do your lawyers speak Mende? my grandmother only speaks Mende and she's the one who knows the family history",
    intent: "knowledge:Languages spoken",
  },
  { message: "can u recommend a hall in Freetown for a family reunion of about 200 people", intent: "off-topic" },
  {
    message: "Police don come for di house now now, dem de tek my papa for di quarrel wit im brodas. Dem say na assault. Abeg una send lawyer",
    intent: "urgent",
  },
  {
    message:
      "My mother and her 2 co-wives have run a provisions shop together since our father died. We want to register the shop as a business name with the 3 of them as owners so nobody cheats the other. Is that something you do?",
    intent: "area:business",
  },
  { message: "tenki una for di answer", intent: "thanks" },
  {
    message:
      "Uncle send fishing boat from Ghana for the family business but customs at the quay seize am and the papers dey in the name of my cousin wey don die. We need shipping lawyer for clear am",
    intent: "area:shipping",
  },
  { message: "how can my family reach you, some of us are in Kenema and some in UK. all the ways pls", intent: "contact" },
  { message: "A group of my stepbrothers are outside the gate with sticks shouting they will burn the house with us inside", intent: "safety" },
  { message: "Does a stepchild inherit from her stepfather if he raised her from age 2 but never adopted her on paper?", intent: "legal-question" },
  {
    message: "We got an arbitration award against my uncle about the family business assets last year but he refuses to obey it. Can you help us enforce it?",
    intent: "area:arbitration",
  },
  { message: "What is the best phone for my grandmother, she keeps missing calls from the family in America", intent: "off-topic" },
  { message: "cn i see d lady lawyer thursday 11am? family mtg issue abt dowry refund", intent: "booking" },
  {
    message:
      "My elder brother wants me to sign a loan agreement for the money he gave me to travel, with very high interest. Can your lawyer review it before I sign?",
    intent: "area:contract",
  },
  { message: "Are you open the same hours during Ramadan or do you close early? My father is fasting and wants to come in the afternoon.", intent: "hours" },
  {
    message:
      "My twin sister is locked in a cell at Eastern Police since Friday. Her husband's family accused her of stealing the bride price money. We can't get her out.",
    intent: "urgent",
  },
  { message: "Is there somewhere to park? I'll bring my grandmother in the car and she can't walk far", intent: "knowledge:Parking" },
  { message: "who are the lawyers there? need someone who knows family palaver", intent: "team" },
  {
    message:
      "my ex wan stop me from seeing my son because she don marry another man and the new man no want me around. I want custody or at least visiting days",
    intent: "area:family",
  },
  { message: "my cousins keep using my phone and finishing my credit, how do I lock it", intent: "off-topic" },
  {
    message: "I need appointment with lawyer. My husband is taking a new wife next month and I want to know where I stand before the wedding. When can I come?",
    intent: "booking",
  },
  {
    message: "my papa family house for Kissy, my auntie dem don change di lock and de rent out my late mama room. we want lawyer for help we get back di room",
    intent: "area:land",
  },
  { message: "Hi, what kind of cases does your firm take?", intent: "services" },
  { message: "my uncle dem de beat my mama now for di yard because she refuse for share di land money. abeg wetin we go do", intent: "safety" },
  { message: "consult email address pls", intent: "email" },
  {
    message:
      "My half brother is charged with forging our father's signature on the land papers. The case is at the magistrate court next month and he is on bail. Can your criminal lawyer defend him?",
    intent: "area:criminal",
  },
  {
    message: "They just handcuffed my uncle in front of the family house, the police van is taking him now. My cousins called them on him. What do we do",
    intent: "urgent",
  },
  { message: "Number for call una pls, my papa no sabi whatsapp", intent: "phone" },
  { message: "I want to schedule a meeting with a lawyer about my father's estate, any day after 2pm works for me", intent: "booking" },
  {
    message:
      "Our family company has 7 shareholders, all brothers and sisters, and the eldest brother is MD. He refuses to call an AGM or show the accounts. We want a business lawyer to make him answer to the shareholders.",
    intent: "area:business",
  },
  { message: "my elder brother sold the family house without asking any of us, is that legal?", intent: "legal-question" },
  { message: "Police arrest my son at Congo Cross just now, na di stepmother call dem. He only 16. Please help", intent: "urgent" },
  {
    message:
      "Our family owned a cargo boat with my uncle, now it just sits at the quay and the port says charges are piling up. Half the family wants to sell it, half wants to keep it. Need a lawyer for the vessel papers.",
    intent: "area:shipping",
  },
  { message: "I get small money, una de tek payment small small? for di divorce", intent: "knowledge:Fees" },
  { message: "how person go contact una? call, email, come office? tell me everything", intent: "contact" },
  {
    message:
      "The elders tried to settle the quarrel between my father's children and it failed. Someone told me arbitration can be binding. Do you do arbitration for a family business dispute?",
    intent: "area:arbitration",
  },
  { message: "which team is top of the premier league now, me and my brothers are betting and the loser buys for the whole compound", intent: "off-topic" },
  { message: "??", intent: "unknown" },
  {
    message:
      "My sister and I signed an agreement with our cousin to supply him palm oil every month. He took the oil for 4 months and never paid. We want a lawyer to enforce the contract.",
    intent: "area:contract",
  },
  {
    message: "Auntie is hiding in our room because her husband's brothers came with cutlass saying she must leave the house. They are still in the compound.",
    intent: "safety",
  },
  { message: "are u open 2moro by 8am or only from 9", intent: "hours" },
  {
    message: "Is Fatmata Kamara still the senior partner there? My mother says she handled her divorce 10 years ago and she wants only her",
    intent: "attorney:Fatmata Kamara",
  },
  {
    message: "How long does the court take to share an estate when there are 3 wives and 14 children fighting? And will they sell the house?",
    intent: "legal-question",
  },
  {
    message: "My father's will leaves everything to his youngest wife. We the older children want to challenge the will. You handle wills?",
    intent: "area:family",
  },
  {
    message: "My brother-in-law is being held at CID headquarters since yesterday, they say he beat his stepson. The family wants a lawyer to go there today.",
    intent: "urgent",
  },
  { message: "what time does the ferry leave Tagrin, we going to a family meeting in Lungi", intent: "off-topic" },
  { message: "Which street una de? Siaka Stevens near wetin?", intent: "address" },
  {
    message:
      "My grandfather's will gave the house to all his children but my uncle has a conveyance in his own name only. I need a title search to know who really owns it.",
    intent: "area:land",
  },
  { message: "Abeg set appointment for me wit di land lawyer, my broda dem wan sell di family land", intent: "booking" },
  { message: "bonjour, vous parlez français? ma belle-mère est guinéenne, elle ne parle pas anglais", intent: "knowledge:Languages spoken" },
  {
    message:
      "My father's second wife says because she was married under Islamic law she gets more than the first wife who married under customary law. Is that right?",
    intent: "legal-question",
  },
  {
    message:
      "My step-brother opened a bank account in the name of our family company and is withdrawing money alone. The bank says he is the only signatory. We need a business lawyer to stop this.",
    intent: "area:business",
  },
  { message: "dem don lock up my papa for Pademba road since 3 days, na im junior brother report am for di land", intent: "urgent" },
  {
    message: "Apart from court cases, what other services does your chambers offer? Just want to know before I recommend you to my family.",
    intent: "services",
  },
  { message: "Are your lawyers all partners or are some juniors? I want to know who is on the team before I bring a family matter", intent: "team" },
  {
    message:
      "My nephew is accused of burning his stepmother's shop. He is not arrested yet but the police have invited him. We want a lawyer to advise him before he goes to the station.",
    intent: "area:criminal",
  },
  { message: "Thank you so much, this really helps our family", intent: "thanks" },
  { message: "my husband other wife say she go juju me and she send boys follow me from market. I no safe for go home", intent: "safety" },
  {
    message:
      "My brother in Guinea chartered a ship to bring rice for the family business. Now the ship owner is claiming demurrage and won't release the cargo at the quay. We need help with this.",
    intent: "area:shipping",
  },
  {
    message:
      "Our uncle employed my brother as driver in the family company and dismissed him without any notice after the family quarrel. We want a lawyer to take up the unfair dismissal with him.",
    intent: "area:contract",
  },
  { message: "Abeg una de do mediation? me and my half sisters dem de quarrel over the shop money and we no want court", intent: "area:arbitration" },
  { message: "whats the weather in Makeni this weekend, we traveling for the naming ceremony", intent: "off-topic" },
  { message: "wetin I for carry when I de come see di lawyer about my papa will? di will paper and wetin again", intent: "knowledge:What to bring" },
  { message: "Dem don tek my daughter go Waterloo police station, her husband family say she run with im pikin. She de inside now.", intent: "urgent" },
  { message: "ok bye bye", intent: "goodbye" },
  { message: "Good day. Please what are your working hours? I am coming from Bo on Friday with my brothers.", intent: "hours" },
  {
    message:
      "My husband has 3 wives and he pays school fees only for the children of the new wife. My 4 children are sitting at home. I want him to pay maintenance for them. Can you help me take him to court?",
    intent: "area:family",
  },
  {
    message:
      "Pls help. Na now now police come tek my husband from our house for Bo. Im first wife family say he tif their land paper. Dem de carry am go station",
    intent: "urgent",
  },
  { message: "best hair style for a bride? my cousin is marrying next week and the whole family is fighting about it", intent: "off-topic" },
  { message: "if a man dies and has 2 wives, does the wife who was living with him at the time get the house or is it shared?", intent: "legal-question" },
  { message: "Pls my stepmother lock me outside and her son dem de chase me with stick. I de run now I no get where for go", intent: "safety" },
  {
    message:
      "We are 34 grandchildren and the family house at Murray Town is falling down. Some want to sell, some want to rebuild. The title is still in our great-grandfather's name. We need a lawyer to help with the title and the sale.",
    intent: "area:land",
  },
  { message: "can I get appointment for Monday? me and my co-wife want see lawyer together about our husband estate", intent: "booking" },
  {
    message:
      "My cousin is on trial at the High Court for killing his stepbrother in a family fight. He says it was self defence. We want a better lawyer for his trial.",
    intent: "area:criminal",
  },
  { message: "hi there", intent: "greeting" },
  { message: "how many of una lawyers dem de for di office", intent: "team" },
  {
    message:
      "Our father's company has shares held by the 3 wives and the eldest son. The eldest son wants to bring in an investor and cut down our shares. We need a business lawyer to protect our shareholding.",
    intent: "area:business",
  },
  { message: "my twins have fever since yesterday what medicine can i give them", intent: "off-topic" },
  {
    message:
      "My brother was picked up by police at the family meeting in Kambia this morning after a fight with our uncles. He is still in the cell. Please can a lawyer come?",
    intent: "urgent",
  },
  {
    message:
      "Je suis à Conakry. My late uncle left a vehicle in a container at the Freetown port and his wives are fighting over who should clear it. Customs are asking for papers. Who can help us at the quay?",
    intent: "area:shipping",
  },
  {
    message: "My elder brother keeps the money my mother sends from America for all of us. If we take him to court for it, will we win?",
    intent: "legal-question",
  },
  { message: "wat is ur email adress?", intent: "email" },
  {
    message:
      "My aunt and uncle brought me from the village to work as house girl in their big family house and promised to pay me and send me to school. 3 years now, no pay, no school. I want to make them pay what they owe me.",
    intent: "area:contract",
  },
  {
    message: "For the meeting about my father's estate, which documents should I bring? Death certificate, the will, anything else?",
    intent: "knowledge:What to bring",
  },
  {
    message: "my husband's brothers are beating him right now in the compound over the family money, they have a machete, please what do I do",
    intent: "safety",
  },
  {
    message:
      "My family and my late husband's family signed an agreement to settle our dispute through arbitration. We need a lawyer to represent us in it. Do you do that?",
    intent: "area:arbitration",
  },
  { message: "write me a speech for my grandmother's 90th birthday, all 60 grandchildren are coming", intent: "off-topic" },
  { message: "Pls give me the phone number of the office", intent: "phone" },
  { message: "Is it legal for my stepfather to sell my late mother's land without asking me, her only child?", intent: "legal-question" },
  {
    message: "I want divorce. My husband de spend everything on im second wife and he no care for me again. I de for Bo. Una go fit help me?",
    intent: "area:family",
  },
  { message: "You open Sunday?", intent: "hours" },
  {
    message:
      "They came at night and took my father to the Kenema police station. His stepson reported that he forged the land documents. He is old and sick. Please we need someone there.",
    intent: "urgent",
  },
  { message: "Many thanks for your help. God bless", intent: "thanks" },
  {
    message:
      "Good day Sir, my late father's family land in Waterloo is about 2 acres. My uncles have leased part of it to a church without consulting us. I want to cancel that lease.",
    intent: "area:land",
  },
  { message: "I'd like to book a video consultation from the UK with one of your family lawyers. Weekday afternoons my time works best.", intent: "booking" },
  { message: "i need help plz", intent: "unknown" },
  {
    message:
      "My step-siblings and I inherited shares in a microfinance company in Freetown. The other shareholders want to buy us out cheap. We need help with the share sale.",
    intent: "area:business",
  },
  { message: "who won the Leone Stars match yesterday? my uncle and brothers are fighting about it", intent: "off-topic" },
  { message: "Can a woman in a polygamous marriage get divorce without her husband consent?", intent: "legal-question" },
  { message: "What kind of legal work do you do? I need to know before our family meeting on Saturday.", intent: "services" },
  { message: "Co-wife throw my clothes outside and say if I sleep here tonight she go cut me. I de outside now with my baby", intent: "safety" },
  {
    message: "My son was charged with theft after my husband's first wife reported him. Court is next week, we need a lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "Parking de near una office? I go come wit car", intent: "knowledge:Parking" },
  {
    message:
      "My mother's brother owns a small fishing vessel registered under the family name and refuses to share the income. Some of us want to register the vessel properly and split ownership. Need a maritime lawyer.",
    intent: "area:shipping",
  },
  { message: "Dem don hold my aunty for police since yesterday. na di husband other wife accuse am say she take money. Pls", intent: "urgent" },
  { message: "What's your address?", intent: "address" },
  {
    message: "Will my children get their share of their father's property even though I was only his outside wife and we never married formally?",
    intent: "legal-question",
  },
  {
    message:
      "My brother and I signed a contract to build a house for our cousin and he refused to pay the last 30 million leones. The family elders are no help. Can you help us recover the money?",
    intent: "area:contract",
  },
  { message: "how do I apply for a job at the port, my uncle says he knows someone", intent: "off-topic" },
  { message: "Please schedule me with the family lawyer, I need to talk about my step children", intent: "booking" },
  { message: "I want to contact the firm. Please give me all the ways: phone, email, whatsapp, address", intent: "contact" },
  {
    message:
      "Our family cooperative of 12 members, all cousins, has a dispute about the cassava farm profits. The agreement says disputes go to arbitration. Can you help?",
    intent: "area:arbitration",
  },
  { message: "Do you have a female lawyer? I feel more comfortable talking to a woman about my co-wife problem", intent: "team" },
  {
    message: "my twin broda de for Hastings police station since two days, dem say e fight wit im step broda. nobody wan release am. abeg help",
    intent: "urgent",
  },
  {
    message:
      "My stepdaughter lives with me and my husband and her real father pays nothing for her. I want to go after him for maintenance. Can your family lawyer help?",
    intent: "area:family",
  },
  { message: "Do you offer legal aid for people who cannot pay? my mother is a widow with 8 children", intent: "knowledge:Fees" },
  {
    message: "My brother-in-law has been living in our house for 3 years and refuses to leave. Can I throw him out by force or do I need the court?",
    intent: "legal-question",
  },
  { message: "my brothers are threatening to kill me over the family land. they said tonight is my last. I am afraid", intent: "safety" },
  { message: "Where can I buy cheap ashoebi cloth for 30 family members in Freetown", intent: "off-topic" },
  { message: "Land boundary wahala wit my uncle dem for Lumley. Dem put fence for we own side. We need lawyer for survey and court", intent: "area:land" },
  { message: "Is the office open at lunchtime? I can only come between 1 and 2", intent: "hours" },
  { message: "Good morning. I hope you are well.", intent: "greeting" },
  {
    message:
      "My late father's import business has debts with the bank. My brothers want to keep running the company but we don't even know who the directors are now. Can you help us sort out the company?",
    intent: "area:business",
  },
  { message: "Does Hawa Turay handle family land and probate? I was told she helped my cousin with our grandmother's will.", intent: "attorney:Hawa Turay" },
  {
    message: "My stepfather has been detained at the Bo barracks since yesterday morning. We don't know why, only that his brothers reported him.",
    intent: "urgent",
  },
  { message: "My brother was accused of assault at a family meeting and now he has a summons. He needs a lawyer for the hearing.", intent: "area:criminal" },
  { message: "translate this to Mende for my grandmother: happy birthday we love you", intent: "off-topic" },
  { message: "Can i call una? which number?", intent: "phone" },
  { message: "Does my husband's first wife have a right to decide where my children go to school?", intent: "legal-question" },
  { message: "Do you do only court cases or do you also help with paperwork and advice?", intent: "services" },
  { message: "I want meet lawyer this week about my father's house that my uncle took. Wednesday is good for me", intent: "booking" },
  {
    message:
      "My cousin took me to work in his shop in Makeni and made me sign a paper I did not understand. Now he says I owe him money. I want a lawyer to read the contract.",
    intent: "area:contract",
  },
  {
    message:
      "my husband and his brothers beat me last night because I asked for money for the children. they said they will beat me again when they come back. I am hiding",
    intent: "safety",
  },
  { message: "tnx alot", intent: "thanks" },
  {
    message:
      "My husband married 2 more wives and now wants to send me and my children back to my father's house. I need to see a family lawyer quickly, can I get an appointment this week?",
    intent: "booking",
  },
  { message: "Na now now dem don handcuff my papa for im own shop. im junior brodas bring police say e tif family money", intent: "urgent" },
  { message: "where can I find a cheap hotel in Freetown for 15 relatives coming from Kono?", intent: "off-topic" },
  {
    message:
      "My brothers and I want to settle our dispute about the family lorry business outside of court, with something legally binding at the end. Can you arrange that?",
    intent: "area:arbitration",
  },
  { message: "Please what is your email? I want to send the family documents", intent: "email" },
  { message: "Una de speak Temne? My granny no sabi English", intent: "knowledge:Languages spoken" },
  {
    message: "If my grandfather's will says all the land goes to his first son, can the grandchildren from the second wife contest it and win?",
    intent: "legal-question",
  },
  {
    message:
      "My father imported a car for the whole family to use but my uncle took it at the port and is putting it in his name. The car is still at Queen Elizabeth II Quay.",
    intent: "area:shipping",
  },
  { message: "Mob de for outside de shout say my mama na witch because of her co-wife pikin wey die. Dem de throw stone.", intent: "safety" },
  { message: "how do I get in touch with your firm?", intent: "contact" },
  { message: "Till what time is the office open on Fridays?", intent: "hours" },
  { message: "Please where exactly is your office located? I am coming from Bo for the first time", intent: "address" },
  {
    message: "We are 5 siblings and we want to register a company together for our palm oil business. Can you do the company registration?",
    intent: "area:business",
  },
  { message: "Abeg di police don tie my broda hand tek am go Kenema station, na im stepmama say e steal im papa money. e de na cell now", intent: "urgent" },
  { message: "i need a good recipe for jollof for my twins naming ceremony", intent: "off-topic" },
  {
    message: "Hi can I come in tomorrow to discuss my mother's estate with one of the lawyers? And how much is a consultation?",
    intent: "booking",
    also: ["knowledge:Fees"],
  },
  {
    message:
      "My grandmother left a house in Kissy to all her grandchildren. One cousin has moved in with his whole family and won't let anyone else use it. We need help with this house.",
    intent: "area:land",
  },
  { message: "wat docs 2 carry 4 d meeting? my stepdad will n my birth cert?", intent: "knowledge:What to bring" },
  {
    message:
      "Customs at the quay are holding goods my late husband shipped from China for our family shop. His children from the first marriage say the goods are theirs. I need a lawyer to sort out the cargo release.",
    intent: "area:shipping",
  },
  { message: "who are the lawyers at your office", intent: "team" },
  {
    message: "My cousin has been charged with threatening my stepmother with a knife. He is on bail. We need a lawyer to defend him at trial.",
    intent: "area:criminal",
  },
  { message: "Pls they carried my younger brother to CID this afternoon, na our step mother report am. He's still there now.", intent: "urgent" },
  { message: "what's the price of a goat in Freetown now, we need 3 for the naming ceremony", intent: "off-topic" },
  { message: "is parking free around Siaka Stevens Street?", intent: "knowledge:Parking" },
  {
    message: "I lent money to my brother-in-law for his business and he signed a promissory note. Now he refuses to pay. I want to enforce the note.",
    intent: "area:contract",
  },
  { message: "what areas of law do you practice?", intent: "services" },
  { message: "ok i will come back later bye", intent: "goodbye" },
  {
    message: "My husband died and his brothers want me to marry one of them. I refused. Now they want to take the children. I need help with custody.",
    intent: "area:family",
  },
  { message: "My co-wife's family don threaten say dem go kill my pikin dem if I no leave di house. I fraid for my children life.", intent: "safety" },
  {
    message:
      "Our family trust deed says any dispute between the beneficiaries goes to an arbitrator. My cousins have started the process against me. I need someone to represent me in the arbitration.",
    intent: "area:arbitration",
  },
  {
    message:
      "my husband has been held at the police station since yesterday after his brother accused him of stealing the family cows. can a lawyer help him today?",
    intent: "urgent",
  },
  { message: "Hello, good afternoon from Maryland!", intent: "greeting" },
  {
    message:
      "My twins were born last month. My husband's family insist on naming them after his late parents and my family want Fatmata and Fatu. Now his mother says she will take the babies to the village for the naming whether I like it or not. I need a family lawyer to make sure nobody takes my babies.",
    intent: "area:family",
  },
  { message: "Is the name on a birth certificate final, or can my husband's family change my twins names without my consent?", intent: "legal-question" },
  { message: "my big broda de na police cell for Makeni since yesterday morning, dem say e bit im wife. we no sabi wetin for do", intent: "urgent" },
  { message: "how to plan budget for twins naming ceremony, how many chairs and canopy for 150 people", intent: "off-topic" },
  {
    message:
      "Uncle has lived in the family house for 15 years and now says it is his own because he paid the property tax. We have the original deed from our grandfather. We want a lawyer to defend the family house.",
    intent: "area:land",
  },
  { message: "r u open on public holidays like Independence Day?", intent: "hours" },
  {
    message: "please my stepson is standing outside my door with a knife saying he will kill me because his father left me the house. I have locked myself in",
    intent: "safety",
  },
  {
    message:
      "My stepmother's brother runs our family bakery and took me on as manager with a written contract. After our family quarrel he ended my contract early without paying the notice money. I want to claim it.",
    intent: "area:contract",
  },
  { message: "What are your consultation fees for family matters? We are three wives and we want to share the cost", intent: "knowledge:Fees" },
  {
    message:
      "Our late father's hotel in Bo is registered as a limited company. My elder brother has removed the other directors and made his wife a director. Do you have someone who handles company governance fights like this?",
    intent: "area:business",
  },
  { message: "Tell me about your lawyers, how many are they and how experienced?", intent: "team" },
  { message: "recommend a good school in Freetown for my stepchildren, they are coming from Guinea in September", intent: "off-topic" },
  {
    message:
      "The police have charged my elder brother with stealing money from the family business account after my sister complained. He is on bail. We need a defence lawyer before the court date.",
    intent: "area:criminal",
  },
  {
    message: "If my father's first wife's children already took the family house, can the second wife's children still claim a share after 10 years?",
    intent: "legal-question",
  },
  { message: "Can I have the email for consultations please", intent: "email" },
  {
    message:
      "Dear Sir/Madam, I would like to schedule an appointment to discuss the management of my late father's properties, which my elder brother controls alone. Please advise on your availability. Respectfully, Pa Alimamy Bangura",
    intent: "booking",
  },
  {
    message:
      "My father's ship agency at the quay is now run by my step-brother, and a cargo owner is suing the agency for damaged goods. The family is fighting over who should pay. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "Dem don take me husband from di house dis night, police say im co wife brother report am. I no sabi which station. abeg help", intent: "urgent" },
  { message: "thank you ma, God bless una", intent: "thanks" },
  {
    message:
      "My brother-in-law and my husband had a business agreement that says disagreements go to arbitration in Ghana. Now they are fighting and want to start it. Can your firm handle this?",
    intent: "area:arbitration",
  },
  { message: "What time is the Bo to Freetown bus tomorrow, I'm coming for the family meeting", intent: "off-topic" },
  { message: "I'm scared to go home. My co-wife's sons have been following me and said they will hurt me if I don't leave the compound", intent: "safety" },
  { message: "Office phone number?", intent: "phone" },
  {
    message: "My husband died and his first wife's children want to throw me and my kids out. I need help with the inheritance so my children get their share.",
    intent: "area:family",
  },
  {
    message: "My brother collects our late father's pension and keeps all of it. Is he legally allowed to do that because he is the administrator?",
    intent: "legal-question",
  },
  { message: "Pls i wan fix time fo see lawyer about my stepchildren custody", intent: "booking" },
  { message: "how to stop my twins fighting all the time, any tips? they are 7", intent: "off-topic" },
  {
    message:
      "We have a dispute with my uncle's family about the boundary of our land at Hastings. The survey plan shows we own up to the mango tree but they have moved the pillars. We need a land lawyer.",
    intent: "area:land",
  },
  { message: "Hi, I'm in London. What time do you open in UK time?", intent: "hours" },
  { message: "my family", intent: "unknown" },
  {
    message:
      "My grandfather is being held at the police post in Lunsar since morning because my uncle said he hid the family land documents. He's 78 and sick, please help",
    intent: "urgent",
  },
  {
    message:
      "My sister and I own a cosmetics shop registered as a company, and our brother wants to become a shareholder because our father gave us the start-up money. We need advice on the shareholding.",
    intent: "area:business",
  },
  { message: "Can someone there speak Fula? my father is Fula and he wants to explain the family matter himself", intent: "knowledge:Languages spoken" },
  { message: "My stepmother says she can throw me out of my father's house because I'm not her child. Can she?", intent: "legal-question" },
  {
    message:
      "My cousin and I signed a supply agreement, I deliver 50 bags of charcoal every week to his shop. Since the family meeting went bad he stopped paying. I want to enforce the agreement.",
    intent: "area:contract",
  },
  {
    message: "They are beating my sister right now in our compound because she married without the family's permission. Please, what can we do?",
    intent: "safety",
  },
  { message: "How much is a flight from London to Freetown in December, the whole family is coming for grandma's 80th", intent: "off-topic" },
  { message: "Good morning, what services does your law firm provide?", intent: "services" },
  {
    message: "My uncle accused my son of stealing his phone and a case was filed at the magistrate court. My son is innocent. We need a lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "I need all your contact details please, I'm sending them to my family group chat", intent: "contact" },
  { message: "how to reach your office from Lumley by public transport?", intent: "address" },
  { message: "Can I have a meeting with a land lawyer next Tuesday morning? My brothers want to sell our family house and I don't agree.", intent: "booking" },
  {
    message: "Please my mother was arrested this morning at Kissy market. Her co-wife said she stole the family money. She is at the police station now",
    intent: "urgent",
  },
  {
    message:
      "My late father owned part of a cargo vessel with his brothers. Now the vessel has been arrested at Queen Elizabeth II Quay for unpaid debts and the family is quarreling. We need a lawyer to handle the vessel.",
    intent: "area:shipping",
  },
  { message: "Can my husband's family take my children after his death even if I am still alive and caring for them?", intent: "legal-question" },
  { message: "My daughter's stepfather wants to adopt her but her real father refuses. We need help with the adoption process.", intent: "area:family" },
  { message: "can u help me fix my laptop, my nephew broke it at the family house", intent: "off-topic" },
  { message: "How big is your legal team?", intent: "team" },
  { message: "What should I bring to my appointment about the family land? title deeds, survey plan?", intent: "knowledge:What to bring" },
  {
    message: "We are 3 brothers who own a supermarket. We had mediation with the elders but it failed. Now we want proper arbitration. Can you do it?",
    intent: "area:arbitration",
  },
  { message: "my aunty de beat me every day since my mama die. she say i must leave or she go kill me. I de hide for my friend house now", intent: "safety" },
  { message: "Dem don arrest my step broda at Waterloo junction. Dem say e fight wit im uncle. Pls help", intent: "urgent" },
  { message: "what days una de open? Monday to Saturday?", intent: "hours" },
  {
    message:
      "Our family business has 4 branches and each wife runs one. Our father wants to combine them into one company before he gets too old. We need a business lawyer to help structure it.",
    intent: "area:business",
  },
  { message: "Hey, good evening", intent: "greeting" },
  {
    message:
      "My great-grandfather's land at Regent was shared among his 6 sons. Now a developer says he bought it from one cousin. We need to check the title and stop the developer.",
    intent: "area:land",
  },
  { message: "Give me your WhatsApp number so I can send you the voice notes from the family meeting", intent: "phone" },
  {
    message: "Can the family meeting decision be enforced by the court? The elders decided my brother must pay us our share of the rent.",
    intent: "legal-question",
  },
  { message: "what's the best generator for a family house with 20 rooms?", intent: "off-topic" },
  {
    message: "My half-brother was charged with fraud for selling the same family land to three different people. He's out on bail. Can you defend him?",
    intent: "area:criminal",
  },
  { message: "Would it be possible to arrange a consultation on Friday? My sisters and I want to discuss our late mother's will.", intent: "booking" },
  { message: "Is Mohamed Conteh the land lawyer? My uncle said he is the one to see for our family land problem.", intent: "attorney:Mohamed Conteh" },
  {
    message: "The police are at our gate right now with my stepmother, they say they have come to take my brother. Please what should we do",
    intent: "urgent",
  },
  {
    message:
      "My uncle hired me to drive for his transport business and we signed a contract. Now he says I am family so he doesn't need to pay overtime. I want to take it up with him properly.",
    intent: "area:contract",
  },
  { message: "My husband's brother hit me today and said next time he will kill me if I tell anyone about the money. I am afraid", intent: "safety" },
  { message: "Can you suggest a good gift for my stepmother? We are trying to make peace", intent: "off-topic" },
  {
    message:
      "I want to divorce my husband because he took a second wife without telling me and neglects my kids. I am in the US, he is in Freetown. Can you handle a divorce from abroad?",
    intent: "area:family",
  },
  { message: "email address?", intent: "email" },
  { message: "Does the eldest son automatically become head of family and control the money under Sierra Leone law?", intent: "legal-question" },
  { message: "how much una de charge for divorce case?", intent: "knowledge:Fees" },
  {
    message:
      "I ship goods from Guinea to Freetown for my family shop and my uncle is the clearing agent. The last shipment was damaged at the quay and he won't make a claim because the shipping company owner is his in-law. I need help with a cargo claim.",
    intent: "area:shipping",
  },
  { message: "Abeg help, dem don carry my twin pikin dem papa go police. Im ex wife say e tif im pikin. Dem hold am since yesterday", intent: "urgent" },
  { message: "what is the meaning of the name Kadiatu, i want to name one of my twin girls", intent: "off-topic" },
  { message: "wetin una fit help me wit? I no sabi wetin lawyer de do", intent: "services" },
  {
    message: "We are 8 children and want a mediator to divide our late father's rental income fairly without going to court. Do you offer this?",
    intent: "area:arbitration",
  },
  { message: "alright, I'll talk to my family and get back to you. bye", intent: "goodbye" },
  {
    message:
      "My aunt sold a plot from our family land in Kenema without the family's consent. The buyer has started building. We need to stop the construction and check the title.",
    intent: "area:land",
  },
  { message: "If I put my stepson's name on my house title, can his mother claim the house if I die?", intent: "legal-question" },
  { message: "i have a issue", intent: "unknown" },
  { message: "I want to come and talk to a lawyer about my husband's second wife who is taking our house. Can I come Monday?", intent: "booking" },
  { message: "My sister is in danger. Her husband's other wife and her brothers have said they will poison her. She is hiding in my house.", intent: "safety" },
  {
    message:
      "My brother is trying to sell our family's shares in a company without consulting us. The company has a shareholders agreement. We need a business lawyer to review it and stop the sale.",
    intent: "area:business",
  },
  { message: "hw mch is a bag of cement now in makeni?", intent: "off-topic" },
  { message: "Appreciate it, very helpful!", intent: "thanks" },
  {
    message:
      "My brother has been locked up at the Kenema police station since Friday. His wife's family reported him for something we don't know. They won't let us see him",
    intent: "urgent",
  },
  {
    message:
      "My cousin was accused of stealing goats from my uncle's farm. The police are investigating but he hasn't been arrested. We need a lawyer to advise him.",
    intent: "area:criminal",
  },
  { message: "When are you open? I can only come on weekends. And where are you exactly?", intent: "hours", also: ["address"] },
  { message: "pls is der parkin space for 2 cars? we plenty coming", intent: "knowledge:Parking" },
  { message: "How can I reach you guys?", intent: "contact" },
  {
    message:
      "My elder brother made our mother sign a paper giving him control of her shop and the money. She can't read. We want a lawyer to check that agreement and get it cancelled.",
    intent: "area:contract",
  },
  { message: "Where is Kamara chambers?", intent: "address" },
  { message: "Una lawyer dem de speak Krio? my papa no sabi English well", intent: "knowledge:Languages spoken" },
  { message: "How many partners are there at your chambers?", intent: "team" },
  {
    message:
      "My uncle chartered a boat to bring the family's fish from Shenge to Freetown but the boat owner broke the charter and sold the fish on the way. The family wants to sue. Need a shipping lawyer.",
    intent: "area:shipping",
  },
  {
    message: "Wetin we go do, police dem don hold my uncle for Bo since tuesday because im co-wife pikin say e beat am. Dem no gree grant bail",
    intent: "urgent",
  },
  { message: "my papa in lockup at Aberdeen station right now, his brothers brought the police on him over the rent from the family house", intent: "urgent" },
  {
    message: "I'd like to see a lawyer about my brother-in-law who moved into my house 2 years ago and won't leave. What's the earliest appointment?",
    intent: "booking",
  },
  {
    message:
      "Our family association runs a big rice farm and the constitution says we use arbitration for disputes. The chairman, our uncle, refuses to follow it. Can you represent us in the arbitration?",
    intent: "area:arbitration",
  },
  { message: "I just want to know which kinds of cases your lawyers handle. Family? Land? Criminal?", intent: "services" },
  { message: "Mornin o. Na Mama Isatu dis.", intent: "greeting" },
  {
    message:
      "My husband's late brother's children have lived with us for 5 years since their mother left them. Now the mother is back and wants to take them, and she also wants money from my husband. We want the custody of the children sorted properly in court.",
    intent: "area:family",
  },
  {
    message: "dey don put my sista husband for cell since yesterday for Tower Hill, na im first wife report am. e no get no one for help am",
    intent: "urgent",
  },
  { message: "Best way to send money from UK to Sierra Leone cheaply? My elder brother always says he didn't receive it", intent: "off-topic" },
  {
    message: "My father married my mother under customary law and later married another woman at the registry. Which marriage is valid now that he is dead?",
    intent: "legal-question",
  },
  { message: "Dem de knock my door with force now, my husband brodas dem say dem go drag me comot. I lock di door with me pikin dem", intent: "safety" },
  {
    message:
      "Family house for Bo is shared by the children of my papa and im 4 brothers. One uncle wants to mortgage it to the bank for his business. We need a lawyer to block the mortgage.",
    intent: "area:land",
  },
  { message: "Need an appt asap with ur lawyer, my stepkids mum is planning to take them abroad", intent: "booking" },
  {
    message:
      "My uncle and my father started a construction company 20 years ago. Both are dead now and the two families are fighting over the shares and the bank account. Which of your lawyers can help with the company side?",
    intent: "area:business",
  },
  { message: "una get lawyer wey sabi about co-wife palaver? how many lawyers una get sef?", intent: "team" },
  {
    message:
      "My son was accused by his stepsister of breaking into her room and taking her money. He denies it. He is on bail and the trial starts soon. We need a criminal defence lawyer.",
    intent: "area:criminal",
  },
  { message: "can u make me a family tree chart for my grandfather's 4 wives and 23 children", intent: "off-topic" },
  { message: "What time una de open for morning?", intent: "hours" },
  {
    message:
      "My brother in the US sent a container with household goods for the whole family, and my cousin collected it at the quay with a fake power of attorney. The shipping company released it to him. We want to claim against the shipping company.",
    intent: "area:shipping",
  },
  { message: "Can my aunty's children who were born outside marriage inherit from my grandfather's family house?", intent: "legal-question" },
  { message: "Pls send me una phone number, my data low so I wan call", intent: "phone" },
  {
    message:
      "Our family business contract has an arbitration clause. My brother has started arbitration in London against the rest of us. We need a lawyer here who knows arbitration.",
    intent: "area:arbitration",
  },
  {
    message: "Police just carried my husband from his shop in Makeni, his first wife's brothers pointed him out. Pls which lawyer can go now",
    intent: "urgent",
  },
  { message: "Pls explain what your firm does, my father says you are good but I don't know which cases", intent: "services" },
  {
    message:
      "My big brother made me sign a paper to work on his farm for 3 years as family help. He gives me food only, no salary. I want to get out of the agreement and claim my wages.",
    intent: "area:contract",
  },
  { message: "Bifo a kam, wetin a fo bring? mi pa im land paper and ID card?", intent: "knowledge:What to bring" },
  {
    message: "i am at the family house and my uncles have surrounded me with clubs saying i must sign over my father's land or they kill me. please",
    intent: "safety",
  },
  { message: "is it true that twins bring luck to the family? my grandma says so", intent: "off-topic" },
  {
    message:
      "My father's will names my stepmother as executor and she is hiding the will from us. We want a lawyer to get probate moving and make sure the will is read.",
    intent: "area:family",
  },
  { message: "wats di email for una office? I wan send mi marriage certificate scan", intent: "email" },
  { message: "Is it legal for my husband to take back the bride price from my family after the divorce?", intent: "legal-question" },
  {
    message: "Bonjour, je voudrais un rendez-vous avec un avocat pour une affaire de famille. My husband's other wife took my children to Guinea.",
    intent: "booking",
  },
  {
    message:
      "My stepbrother is detained at Bo police station for 2 days now because of a fight about our father's land. They refuse bail. Please help urgently",
    intent: "urgent",
  },
  {
    message:
      "A company rents part of our grandfather's land. The old lease expired and my uncle signed a new lease alone and keeps all the money. We need a lawyer to look at the lease.",
    intent: "area:land",
  },
  { message: "Whr una office de exactly? Is it near the cotton tree?", intent: "address" },
  { message: "how to write a CV for my nephew who just finished university, he lives with us", intent: "off-topic" },
  {
    message: "My brother was convicted for stabbing our cousin at a family gathering. We think the judge was unfair. Can your lawyer appeal the conviction?",
    intent: "area:criminal",
  },
  { message: "Tank yu plenty", intent: "thanks" },
  { message: "Pls help my mum is being chased by her co-wife's family with cutlasses, she ran to the neighbour. they are searching for her", intent: "safety" },
  {
    message: "We want to open a family investment company for all my father's children from 3 wives so we can pool our money. Can your lawyers set it up?",
    intent: "area:business",
  },
  { message: "If my husband dies, will his children from his other wives have a right to live in the house we built together?", intent: "legal-question" },
  { message: "r u open on good friday?", intent: "hours" },
  { message: "mi broda don lock up since 2 days for Makeni prison, we no see am, dem say im uncle report am for land. abeg help", intent: "urgent" },
  { message: "I need a good tailor in Freetown to make 20 matching outfits for my family for the wedding", intent: "off-topic" },
  {
    message:
      "My aunt runs a catering business and hired me under a written contract to cook for events. She fired me after I complained about not being paid for 3 months. I want to enforce the contract.",
    intent: "area:contract",
  },
  { message: "Please book me a time to discuss my late father's estate with a lawyer", intent: "booking" },
  { message: "what are all the ways to contact you? I am in Guinea", intent: "contact" },
  {
    message:
      "My cousins and I have a dispute over the family's diamond mining business in Kono. The partnership deed says arbitration. Can your firm represent us?",
    intent: "area:arbitration",
  },
  { message: "Where do I leave my keke when I come to see the lawyer? Any parking there?", intent: "knowledge:Parking" },
  { message: "Can my brother stop me from selling my share of our father's land since we inherited it together?", intent: "legal-question" },
  { message: "Hi! Salut!", intent: "greeting" },
  {
    message:
      "My uncle works at the port and brings family goods through customs under his name. Now customs has seized everything, including my goods. I need a lawyer for the seizure.",
    intent: "area:shipping",
  },
  { message: "My husband's first wife said she will kill me tonight. She has already attacked me twice. I am afraid to sleep at home.", intent: "safety" },
  {
    message: "My wife left with our twins to her parents in Guinea and won't let me see them. I want proper custody arrangements. Do you handle this?",
    intent: "area:family",
  },
  { message: "best way to keep peace between co-wives? any advice", intent: "off-topic" },
  {
    message: "Police van just came to the compound and took my 2 sons, my husband's brother said they broke his window. They are at the station now",
    intent: "urgent",
  },
  { message: "ok bye, will call on Monday", intent: "goodbye" },
  { message: "do you have many lawyers or just one or two?", intent: "team" },
  { message: "How much will the court give me for child support from my husband who has 5 other children with his other wives?", intent: "legal-question" },
  {
    message: "My late mother had a plot of land at Allen Town. My stepfather has started selling it piece by piece. We want a title search and to stop him.",
    intent: "area:land",
  },
  { message: "Can I talk to one of your lawyers on Thursday about my brothers who want to evict our mother?", intent: "booking" },
  {
    message: "My stepfather says I threatened him with a machete at a family meeting and now I have a court date next month. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "what's the best way to get a visa for my stepkids to visit UK", intent: "off-topic" },
  { message: "Is Ibrahim Jalloh the one who handles bail and criminal cases? My cousin told me about him.", intent: "attorney:Ibrahim Jalloh" },
  { message: "Ple my broda de hold for Congo Cross police, dem say e bit im co-wife pikin. We no fit see am since morning", intent: "urgent" },
  {
    message:
      "My father's company has a shareholder who is my stepmother. She is refusing to sign the papers to change the bank signatories. We need a lawyer to deal with this company problem.",
    intent: "area:business",
  },
  { message: "hmm", intent: "unknown" },
  {
    message:
      "Someone set fire to my room in the family house last night and my cousins are laughing, saying next time I will be inside. I am scared to sleep there again.",
    intent: "safety",
  },
  { message: "Can I come on Friday evening after work like 6pm?", intent: "hours" },
  {
    message:
      "I am a nurse and my elder brother got me a job at his friend's clinic with a 2 year contract. Since I fell out with my brother, the clinic wants to terminate me. I want someone to look at my employment contract.",
    intent: "area:contract",
  },
  { message: "My husband's family says my children must take his surname even though we were never married. Is that the law?", intent: "legal-question" },
  { message: "what's a good name for a family WhatsApp group with 200 relatives", intent: "off-topic" },
  {
    message:
      "My late husband owned a boat for carrying goods to Guinea, and now his brothers want to sell it without telling me. I need a lawyer for the vessel.",
    intent: "area:shipping",
  },
  { message: "ok thank you, very kind", intent: "thanks" },
  {
    message: "The arbitrator ruled against my uncle in our family business case, but he refuses to pay us. How do we get the court to enforce the award?",
    intent: "area:arbitration",
  },
  { message: "Abeg dem don hold my pikin for police station since yesterday, na my co-wife report say e tif her money. E only 14", intent: "urgent" },
  {
    message:
      "Our family compound in Bonthe has no proper deed and a stranger now says he bought it from an uncle. We need a lawyer to prove ownership and get title documents.",
    intent: "area:land",
  },
  { message: "pls explain how to share jollof equally for 30 cousins, dem always fight for meat", intent: "off-topic" },
  { message: "Can I book an appointment with a family lawyer on Monday at 10am? It is about my stepmother taking my late father's things.", intent: "booking" },
  { message: "They have taken my father to the police at Kissy, my aunt told them he beat her. He is still inside now.", intent: "urgent" },
  { message: "Do step-children have the same inheritance rights as biological children in Sierra Leone?", intent: "legal-question" },
  {
    message: "I want a will drawn up so that my children from my first wife and my second wife both get fair shares and don't fight after I die.",
    intent: "area:family",
  },
  { message: "Salone bye bye una, we go talk", intent: "goodbye" },
  {
    message:
      "My family owns a fuel station and my elder brother is the director. He took a loan from the bank using company assets without telling the other shareholders. Need a business lawyer.",
    intent: "area:business",
  },
  {
    message:
      "My uncle has filed a criminal complaint against my mother saying she forged my grandfather's will. She has been summoned to court. We need a defence lawyer.",
    intent: "area:criminal",
  },
  {
    message: "My co-wife and her daughters attacked me with sticks this morning and they are still waiting for me at the gate. I'm scared to go out.",
    intent: "safety",
  },
  {
    message: "Pls my cousin was just picked up by soldiers at the checkpoint near Waterloo, his wife's family called them. We don't know where they took him",
    intent: "urgent",
  },
  { message: "which hospital in Freetown is good for twin delivery", intent: "off-topic" },
  {
    message:
      "My uncle sold me his car on a written agreement and I paid half. Now the family says he can't sell because it belonged to grandpa. I want to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "na now police dem de tek my mama from we yard, dem say e fight wit im co wife. abeg una send somebody", intent: "urgent" },
  { message: "Good afternoon. My name is Abu, writing from London.", intent: "greeting" },
  { message: "Can we pay the lawyer in parts? The family is contributing from abroad.", intent: "knowledge:Fees" },
  {
    message: "Which documents should I bring for my divorce consultation? marriage certificate, birth certificates of the children?",
    intent: "knowledge:What to bring",
  },
  { message: "any parking close by? my bro will drive us", intent: "knowledge:Parking" },
  { message: "Do your lawyers speak Limba? My grandfather insists on speaking Limba", intent: "knowledge:Languages spoken" },
  { message: "is it only big companies una de help or ordinary family people too?", intent: "services" },
  { message: "I would like to meet a lawyer to talk about my grandfather's house, when are you free?", intent: "booking" },
  { message: "Are you open all day Monday to Friday or do you close for lunch?", intent: "hours" },
  {
    message:
      "A container of my father's goods is stuck at Queen Elizabeth II Quay because my siblings can't agree who signs for it. We need a lawyer to handle the port and customs side.",
    intent: "area:shipping",
  },
  { message: "Hello, I'd like to know the range of legal services at Kamara & Associates", intent: "services" },
  {
    message: "Can arbitration settle my family's fight about who controls the family company? We don't want to go to court and make it public.",
    intent: "area:arbitration",
  },
  { message: "Who is on your team? I'd like to know their names and what they do", intent: "team" },
  { message: "wat is ur phone number", intent: "phone" },
  { message: "Give me every way to reach una, phone and whatsapp and email", intent: "contact" },
  { message: "Thanks again, bye", intent: "goodbye" },
];

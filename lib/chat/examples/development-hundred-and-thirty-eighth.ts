import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: artisanal diamond and gold diggers, their supporters ("tributors"), licence holders and mining-company neighbours in Kono and Tonkolili — writers: Sahr Komba (22, diamond digger in Koidu, cheap Itel phone, SMS Krio); Finda Sam (40, cookshop woman and small tributor in Tombodu, mixed Krio-English); Alhaji Musa Kallon (58, artisanal licence holder in Nimikoro, formal letters); Aminata Mansaray (29, gold panner near Bumbuna, voice-to-text); Pa Foday Kargbo (66, landowner and elder at Mabonto beside a mining company, dictates to his grandson); Tamba Lebbie (31, gang leader of diggers in Yengema, heavy typos); Mariama Fofanah (45, nurse in London financing a pit in Kono, long emails); Emmanuel Gbondo (34, teacher and youth leader in Tankoro next to a company concession, long stories)
export const DEVELOPMENT_HUNDRED_AND_THIRTY_EIGHTH: LabelledMessage[] = [
  { message: "Kushe o! Good morning una", intent: "greeting" },
  {
    message: "abeg help, police don hold my broda Sahr dem at di pit near Koidu dis morning, dem say na illegal mining. he de inside di station now",
    intent: "urgent",
  },
  {
    message:
      "Our family land at Tombodu is now being claimed by another family since diamonds were found on it. They have put pegs all around and brought their own surveyor. I need a lawyer for this land matter.",
    intent: "area:land",
  },
  { message: "wat is d price of 1 carat diamond in koidu dis week", intent: "off-topic" },
  {
    message:
      "If I dig and find a big stone on the plot, is the tributor allowed by law to take everything and give me only rice money? We never signed anything.",
    intent: "legal-question",
  },
  { message: "Good afternoon. I will travel down from Kono on Friday. Until what time is your office open that day?", intent: "hours" },
  {
    message: "Di gang masta say if I tok to anybody bout di ston he go cut me wit cutlass. I de hide na mi aunty os now, I no sleep since two days",
    intent: "safety",
  },
  {
    message: "I want to register a small company for gold buying in Tonkolili with two partners. Can your firm do the registration for us?",
    intent: "area:business",
  },
  { message: "Good day, I would like to book an appointment with Mr Ibrahim Jalloh next Tuesday concerning my artisanal mining licence.", intent: "booking" },
  { message: "My phone no de charge since I come back from di pit, which charger best for Tecno Spark 10", intent: "off-topic" },
  {
    message: "soldiers carry 6 diggers from our site near Bumbuna last nite, dem still de na di barracks, nobody release dem. my husband among dem",
    intent: "urgent",
  },
  {
    message:
      "We ordered three water pumps and a small excavator from China for our mining site in Kono. The container has been sitting at Queen Elizabeth II Quay for five weeks and customs keep asking for new fees every time our agent goes. The pumps were supposed to start work before the rains. Can you help us get it released?",
    intent: "area:shipping",
  },
  { message: "how many lawyers una get for dat office", intent: "team" },
  {
    message:
      "My husband died when the pit collapsed at Yengema last month. His brothers took his motorbike and the money from the last stone he sold. They told me that me and the three children get nothing from him. I need help with his estate.",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir/Madam, I write on behalf of my business partner Mr Tamba Lebbie, who was arrested this morning by mines monitoring officers and the police at Yengema and is presently detained at Koidu Police Station. I should be grateful for immediate legal representation.",
    intent: "urgent",
  },
  { message: "do i have right to compensation if the company blast and crack my house wall in Mabonto?", intent: "legal-question" },
  {
    message:
      "I supplied rice and palm oil to a gold site in Tonkolili for six months on credit. The supporter owes me fourteen thousand new leones and keeps saying next week, next week. I want to recover my money.",
    intent: "area:contract",
  },
  { message: "how much una de charge fo consultation? me na digger, I no get plenty moni", intent: "knowledge:Fees" },
  {
    message:
      "They charged me last year for unlicensed mining and the case is still going on at Koidu Magistrate Court. I am on bail and I report every Monday. I need a defence lawyer for the next hearing.",
    intent: "area:criminal",
  },
  { message: "What will the weather be like in Kono this week? The rain keeps flooding our pits.", intent: "off-topic" },
  {
    message:
      "Me and di licence holder get palava ova how fo share di diamond. We no wan go court, we wan somebody neutral fo settle am. Una de do dat kain tin?",
    intent: "area:arbitration",
  },
  { message: "wetin na una phone number", intent: "phone" },
  { message: "mi pikin dem hold am na Magburaka station since yesterday, dem say he tif gold from di company. abeg una cam", intent: "urgent" },
  { message: "What services does your firm provide?", intent: "services" },
  {
    message:
      "Company security men beat us last night when we tried to pass through the concession to reach our farm. This morning they sent word that next time they will shoot whoever crosses. My leg is swollen and my children are afraid to go out of the house.",
    intent: "safety",
  },
  { message: "i wan see lawyer 2moro bout my licence palava, pls book me", intent: "booking" },
  { message: "Can the company move our whole village without paying us? They told us to leave by March.", intent: "legal-question" },
  { message: "pls write for me a business plan for gold buying, I want take am go bank fo loan", intent: "off-topic" },
  { message: "Mi papa lan na Tankoro, dem don sell am to one dealer witout di family agree. We want lawyer fo di lan case.", intent: "area:land" },
  { message: "where una office de for Freetown", intent: "address" },
  { message: "Police are at our house right now to take my father, they say he bought stolen diamonds. Please what do we do??", intent: "urgent" },
  {
    message: "Our artisanal mining licence expires in June. We want help with the renewal and also to add my son as a partner in the business.",
    intent: "area:business",
  },
  { message: "hello?? anybody dey", intent: "unknown" },
  {
    message:
      "My tributor gave me money for three months of food and tools. We dug and found nothing. Now he says I must pay back everything plus interest. Must I pay him by law?",
    intent: "legal-question",
  },
  { message: "una open satday?", intent: "hours" },
  {
    message:
      "I want to make a will. I have two mining plots in Kono, a house in Koidu and children from three wives. I want it done properly so there is no fighting when I die.",
    intent: "area:family",
  },
  { message: "who win di futsal final at Koidu court last nite, Diamond Stars or di Tankoro boys?", intent: "off-topic" },
  {
    message:
      "My husband comes back drunk from the gold site and beats me with his belt every weekend. Yesterday he said he will finish me if I tell my family. I am writing from my neighbour's phone.",
    intent: "safety",
  },
  {
    message:
      "I sent a box of mining tools from Antwerp by sea. The ship has arrived in Freetown but the clearing agent says our box is not on the list. Who handles this kind of cargo problem in your office?",
    intent: "area:shipping",
  },
  { message: "tenki tenki, God bless una", intent: "thanks" },
  { message: "I am in the cell at Kayima police post, I borrow the officer phone. They say I am suspect in the gold robbery. Help me pls", intent: "urgent" },
  { message: "Is Hawa Turay still working at your Bo office?", intent: "attorney:Hawa Turay" },
  {
    message:
      "We hired an excavator from a man in Koidu and paid him sixty thousand leones in advance. He brought the machine for two days, then carried it away at night. Now he does not answer his phone. I want to take action against him.",
    intent: "area:contract",
  },
  { message: "email address pls", intent: "email" },
  { message: "wetin go happen to me if dem catch me de dig witout licence? na mi first time", intent: "legal-question" },
  { message: "Will I find somewhere to park my Hilux near your office?", intent: "knowledge:Parking" },
  { message: "hw to fix honda generator wen it start den off after 5 minit", intent: "off-topic" },
  { message: "One of my diggers ran away with a two carat stone. I want to report him and make sure he is prosecuted.", intent: "area:criminal" },
  {
    message:
      "Dear Sir/Madam, I should be grateful if you could arrange a consultation for me on any weekday next week. I hold an artisanal licence in Nimikoro chiefdom and have a dispute with my supporters. Yours faithfully, Alhaji M. Kallon",
    intent: "booking",
  },
  { message: "Who are the lawyers in your firm? Is there one who knows about mining people?", intent: "team" },
  { message: "dem lok my broda na yengema statn sins friday nobody tel us d charge he stil insaid", intent: "urgent" },
  {
    message:
      "The chiefdom mediation committee gave an award that the company must pay us for the crops their bulldozer destroyed. It is now eight months and they refuse to pay one cent. We need help to enforce the award.",
    intent: "area:arbitration",
  },
  {
    message:
      "Some boys from the other gang came to our pit with machetes this evening. They said if we are still on the plot tomorrow morning they will come back for us. We are too scared to sleep at the site.",
    intent: "safety",
  },
  { message: "wetin kain case dem una de tek?", intent: "services" },
  { message: "What is the best month to plant cassava in Tonkolili?", intent: "off-topic" },
  {
    message: "The company has been pumping water from our stream and now it is red and dirty. Is it legal for them to do that without asking the village?",
    intent: "legal-question",
  },
  { message: "I want to buy a plot in Koidu town to build a house with my gold money. Can you do the title search before I pay the man?", intent: "area:land" },
  { message: "how can I get in touch with the firm from Kono?", intent: "contact" },
  { message: "Good evening", intent: "greeting" },
  {
    message:
      "my uncle was taking by d police from the mind site in mabonto at six this morning and there still holding him at bum buna post please send a lawyer",
    intent: "urgent",
  },
  { message: "Pls I want register my business name, Komba & Brothers Gold Buying. how long e de tek?", intent: "area:business" },
  { message: "wat time una close 2day", intent: "hours" },
  { message: "How much is one container of rice at Koidu market now? Prices jump every week.", intent: "off-topic" },
  {
    message: "Me and mi man don separate since he go dig diamond na Kono three years now, he no de send moni fo di pikin dem. I want child maintenance.",
    intent: "area:family",
  },
  { message: "If the licence is in my dead father's name, can we continue to mine on it or is it finished?", intent: "legal-question" },
  { message: "Do you have free help for poor diggers? We cannot pay a big fee.", intent: "knowledge:Fees" },
  {
    message: "They arrested my wife at the gold market in Magburaka with 20 grams. She is at the station now and they don't allow us to see her.",
    intent: "urgent",
  },
  {
    message:
      "We bought a fishing boat together with a Guinean partner using diamond money. He sailed it to Conakry in January and never brought it back. Can your shipping lawyers help us recover the boat?",
    intent: "area:shipping",
  },
  {
    message:
      "The chief's son says he will burn my house tonight because I refused to give him my pit. He and his boys are walking up and down outside right now.",
    intent: "safety",
  },
  {
    message:
      "I was employed as a driver for the mining company in Tonkolili for four years. Last month they dismissed me without notice and without my end of service benefit. I want to fight it.",
    intent: "area:contract",
  },
  { message: "Can I book a meeting with Adama Koroma for Thursday afternoon? It is a land matter from Kono.", intent: "booking" },
  { message: "ok bye, I go call back later", intent: "goodbye" },
  {
    message: "Me bin de prison fo 8 months fo diamond case, dem don free me now. But di police still keep mi okada an mi moni. I want lawyer fo get dem back.",
    intent: "area:criminal",
  },
  { message: "Help me write a nice poem for my wife's birthday, she is from Kono", intent: "off-topic" },
  { message: "pls i get problem", intent: "unknown" },
  {
    message:
      "We are a small mining cooperative in Tankoro. Two members are fighting over who owns the washing plant and we prefer mediation instead of going to court. Can your firm arrange a mediator?",
    intent: "area:arbitration",
  },
  {
    message: "How much will the court give me if the company's truck knocked down my house at Mabonto? The manager offered only five million old leones.",
    intent: "legal-question",
  },
  { message: "Can I WhatsApp you people on the same number?", intent: "phone" },
  { message: "abeg, dem tek mi man go station yesterday nite fo gold palava, dem no release am, e still de na lock up", intent: "urgent" },
  { message: "Una lawyer dem sabi tok Krio? Mi English no too strong.", intent: "knowledge:Languages spoken" },
  {
    message:
      "The mining company has fenced part of our farmland at Bumbuna saying it falls inside their lease. We have our family survey plan from 1985 and the old people know the boundary. Please we need a lawyer for this land.",
    intent: "area:land",
  },
  { message: "How do pilots land a plane at Lungi when it is raining heavily?", intent: "off-topic" },
  { message: "yu get woman lawyer na di firm?", intent: "team" },
  {
    message:
      "I reported my tributor for cheating me and now he sends people to my house at night. They throw stones on my roof and shout that I will not see December.",
    intent: "safety",
  },
  {
    message:
      "We are investors from Ghana wishing to set up a gold processing company in Tonkolili. We need assistance with company registration, the shareholders agreement and the licence applications.",
    intent: "area:business",
  },
  { message: "i want to sit down wit a lawyer bout my mining plot, any day next week. pls tell me when", intent: "booking" },
  { message: "Are you open at lunchtime? I only get a break from work from 1 to 2.", intent: "hours" },
  { message: "Do I have a right to share in the diamond if I was the one who provided the water pump but not the money?", intent: "legal-question" },
  { message: "Mi wife don file divorce because I stay too long na mining site. I need lawyer fo di divorce case.", intent: "area:family" },
  { message: "wat is d bus fare from Freetown to Koidu now", intent: "off-topic" },
  {
    message:
      "My son and two other tributors are on remand at Pademba Road since last week for the Kono diamond case. We need a lawyer to apply for bail quickly.",
    intent: "urgent",
  },
  { message: "Is your office near the Cotton Tree? Which street exactly?", intent: "address" },
  {
    message:
      "Customs at the Quay are holding two drums of mining chemicals we imported, and the clearing agent has disappeared with our duty money. We need someone to sort it out at the port.",
    intent: "area:shipping",
  },
  { message: "Dear Sir, kindly send me your email address so that I can forward my licence documents.", intent: "email" },
  { message: "I go cam wit okada, una get place fo park am?", intent: "knowledge:Parking" },
  {
    message: "The police sent me a summons to appear at CID Koidu on Monday about a missing stone. I have not been arrested. I want a lawyer to go with me.",
    intent: "area:criminal",
  },
  { message: "Please how do I reach you people? I am in Tonkolili and there is no network most times.", intent: "contact" },
  { message: "Tributor say I get fo work fo am two more years because he pay mi school fees before. Na law dat?", intent: "legal-question" },
  { message: "Wat documents should I bring for the meeting, my mining licence and the receipts?", intent: "knowledge:What to bring" },
  {
    message:
      "Please review the tributor agreement my supporter wants me to sign before I start digging for him. I don't understand the part about sharing 70/30.",
    intent: "area:contract",
  },
  {
    message:
      "Good morning. I am writing from London. My younger brother who manages my pit in Kono called me at 3am crying; the police came to the site with the chiefdom task force and took him and four diggers. My cousin went to Koidu station this morning and says they are all still locked inside and nobody will say why. I am so far away and I don't know what to do. Can one of your lawyers go to the station today?",
    intent: "urgent",
  },
  { message: "Which is better for washing gravel, a shaking table or a sluice box?", intent: "off-topic" },
  {
    message:
      "We leased two acres of our land to a Lebanese dealer for mining five years ago. The lease is finishing and he wants to renew at the same small rent. We need a lawyer to prepare a new lease.",
    intent: "area:land",
  },
  {
    message:
      "My brother and I inherited our father's licence plot. He now says because he is the eldest he alone can sign with the company. Can he do that without me?",
    intent: "legal-question",
  },
  { message: "Helo good afternoon pls", intent: "greeting" },
  {
    message:
      "Since I refused to sell my gold to the big boss at the site, his boys follow me everywhere. Last night they stood by my door until 2am. I have moved my children to my sister's place and I sleep with the door tied with rope.",
    intent: "safety",
  },
  { message: "Abeg I wan mek appointment wit una lawyer fo Wednesday, I de cam Freetown dat day", intent: "booking" },
  {
    message: "Na Finda from Tombodu. Mi daughter papa na digger an he say he go tek di pikin go Guinea wit am. I want custody of mi pikin.",
    intent: "area:family",
  },
  { message: "Hi, are you open tomorrow? I think it's a public holiday. Also where exactly is the office?", intent: "hours", also: ["address"] },
  {
    message:
      "Dear Sir, a consignment of spare parts for our dredge was shipped from Rotterdam last month. Half the crates arrived damaged at the Quay and the shipping line refuses responsibility. We require a cargo claim to be filed on our behalf.",
    intent: "area:shipping",
  },
  { message: "mi sista pikin dem tek am na Mabonto police since tuesday he still de insaid, dem say na fo di company copper wire", intent: "urgent" },
  {
    message: "In the story I am writing for my English class, the judge of the Miss Kono pageant is a diamond dealer. Can you suggest a good ending?",
    intent: "off-topic",
  },
  {
    message: "I want to report the site supervisor who stole our fuel and the gold from the sluice. We want him arrested and taken to court.",
    intent: "area:criminal",
  },
  { message: "Is it legal for d licence holder to chase us from d pit after we don dig 30 feet for him? we no get paper", intent: "legal-question" },
  { message: "pls send me d names of all ur lawyers", intent: "team" },
  { message: "Me an two friends wan open gold buying shop na Magburaka. We wan register di business, una go help we?", intent: "area:business" },
  {
    message:
      "Sir my father is 70 years old and they have kept him at Tombodu police since Saturday because of a fight over the mining plot. He is diabetic. Please help us.",
    intent: "urgent",
  },
  { message: "Abeg send me di number I fo call", intent: "phone" },
  {
    message:
      "The company gave our youth group a contract to brush the bush for their new haul road. We finished the work in April and they have not paid the last two invoices. I want a lawyer to write to them.",
    intent: "area:contract",
  },
  { message: "Do you do mining matters or only land and family?", intent: "services" },
  { message: "how many grams make one ounce of gold", intent: "off-topic" },
  {
    message:
      "Wi tributor an di diggers dem don agree say mek one neutral person decide di share palava instead of court. We want una fo arrange di arbitration.",
    intent: "area:arbitration",
  },
  {
    message:
      "A man I sold a stone to says it was glass and he will kill me if I don't return his money by Sunday. I did not know it was fake. I am too afraid to go home.",
    intent: "safety",
  },
  { message: "I wan get title deed fo di lan mi granpa lef na Koidu, una go help me?", intent: "area:land" },
  { message: "Does any of your lawyers speak Kono or Kissi? My father only speaks Kono.", intent: "knowledge:Languages spoken" },
  { message: "di company say we no get right fo dig na we own lan again because dem get mining lease. na true?", intent: "legal-question" },
  { message: "URGENT!!! POLICE HAVE JUST ARRESTED 12 OF OUR BOYS AT THE COMPANY FENCE IN TANKORO AND THEY ARE PUTTING THEM IN A PICKUP NOW", intent: "urgent" },
  {
    message:
      "Dear Kamara & Associates, I shall be in Freetown from 14 to 20 July and would like to arrange a consultation with Fatmata Kamara regarding my investment in a Kono mining partnership. Please let me know the available times. Kind regards, Mariama Fofanah",
    intent: "booking",
  },
  { message: "whats d score Kallon FC vs East End Lions", intent: "off-topic" },
  {
    message:
      "My husband married a second wife with the diamond money and now he wants to throw me out of the house. We had a church wedding in 2008. I want to separate from him and get my share.",
    intent: "area:family",
  },
  {
    message:
      "Last year I was in Pademba Road prison for six months over a stone I did not steal. They finally dropped the charge. I want to sue the police for what they did to me.",
    intent: "area:criminal",
  },
  { message: "hours?", intent: "hours" },
  { message: "Thank you very much for the quick reply, I appreciate.", intent: "thanks" },
  { message: "dem arrest me na checkpoint wit mi gold, i de insaid di police post na Bumbuna now, dem tek mi phone but I hide dis one", intent: "urgent" },
  {
    message: "Our company was registered in 2019 for mining but we stopped operating. We want to close it properly so that NRA stops sending us bills.",
    intent: "area:business",
  },
  {
    message: "My goat got lost and the neighbour kept custody of it for one week before giving it back. Anyway, how do I cook goat pepper soup the Kono way?",
    intent: "off-topic",
  },
  { message: "How many years can they give me in prison for buying gold without a dealer licence?", intent: "legal-question" },
  { message: "What is the address of your Bo office?", intent: "address" },
  {
    message: "Di company watchman dem say dem go shoot anybody wey cross di river. Yesterday dem fire gun na air. We de fear fo go we farm.",
    intent: "safety",
  },
  {
    message:
      "Wi send gold washing machine from Dubai, di container don reach Queen Elizabeth Quay but di clearing agent say e need more moni every day. Una de help wit port palava?",
    intent: "area:shipping",
  },
  { message: "what is your email, I want send my documents from UK. and phone number also", intent: "email", also: ["phone"] },
  {
    message:
      "Dear Sir, I am a landowner at Mabonto. The company's survey beacons have been placed inside my compound and my neighbour has also moved his boundary pillars by several feet. I should be grateful if your firm would act for me in this boundary matter.",
    intent: "area:land",
  },
  {
    message:
      "My wife's brother was picked up last night by soldiers at the gold site and we have not seen him since. He has not been released and nobody at the barracks will talk to us.",
    intent: "urgent",
  },
  { message: "Pls i sign contract to work 4 a chinese mining company n dey sack me after 3 weeks without pay. help", intent: "area:contract" },
  { message: "ok so", intent: "unknown" },
  { message: "Wetin I fo bring cam wit me wen I cam see di lawyer? I get only di paper wey chief sign.", intent: "knowledge:What to bring" },
  { message: "I would like to see a lawyer about my boundary palaver in Koidu. When is the earliest slot?", intent: "booking" },
  { message: "Best cheap smartphone with long battery for bush work?", intent: "off-topic" },
  {
    message:
      "I want to adopt the son of my digger friend who died in the pit. The mother passed away two years ago and the boy is living with me already. I need a lawyer to do the adoption properly.",
    intent: "area:family",
  },
  { message: "Una get lawyer wey cam from Kono side?", intent: "team" },
  {
    message: "dear sir my son is detained at Magburaka police station since two days over mining site fight, they refused bail, please send someone",
    intent: "urgent",
  },
  {
    message: "My supporter died. Do I have to share the gold we find now with his children, or does the agreement end with his death?",
    intent: "legal-question",
  },
  {
    message:
      "We had arbitration with the dealer last year and the arbitrator decided he must pay us for the stones. He now says he will not obey. We need your help to enforce the award.",
    intent: "area:arbitration",
  },
  {
    message:
      "Police came to my house last week looking for me over a stolen diamond. I was not at home. They have not arrested me but I want a lawyer before I go to them.",
    intent: "area:criminal",
  },
  { message: "weh side I fo buy shovel an head pan cheap na Koidu", intent: "off-topic" },
  { message: "How much do you take to handle a whole land case? Can I pay small small?", intent: "knowledge:Fees" },
  {
    message:
      "The bank gave my mining business a loan of 200 million and now they want to take my house because the rains stopped us working for four months. I need a lawyer for the bank matter.",
    intent: "area:business",
  },
  {
    message:
      "Mariama again. My manager in Kono just called; the landowner's sons came to the pit with cutlasses, beat two diggers and said they will come back tonight to kill him. He has run into the bush with the others and is hiding there. What can we do to protect him?",
    intent: "safety",
  },
  { message: "alright, bye for now. talk tomorrow", intent: "goodbye" },
  { message: "Which network has the cheapest data contract in Kono, Africell or Orange?", intent: "off-topic" },
  { message: "i de cam frm kono, una de open early morning? wat time una open", intent: "hours" },
  { message: "Can my landlord in Koidu throw me out because I buy gold from the shop? He says it brings thieves.", intent: "legal-question" },
  { message: "Kushe. Mi boss de na Yengema cell since yesterday, dem say na him buy di stolen ston. abeg una send lawyer", intent: "urgent" },
  {
    message:
      "My supporter and I agreed by mouth that he gives me 1,500 leones every month and I give him half of what we find. He stopped paying after two months but still wants half. I want a proper written agreement drawn up now.",
    intent: "area:contract",
  },
  { message: "I tried to call +232 76 123 456 but it did not go through. Is that the right number?", intent: "phone" },
  { message: "Good day. Could you tell me what areas of law you practise? I am a licence holder with several issues.", intent: "services" },
  {
    message: "My brother sold our family land near the company concession to an outsider without telling the rest of us. We want it back.",
    intent: "area:land",
  },
  { message: "weh part I fo get JSS 3 maths past questions", intent: "off-topic" },
  {
    message:
      "My son was bailed from Koidu station three days ago, but they say he must appear in court next month for breaking into the company store. I need a lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "Pls can Christiana Thomas see me friday morning? na bout mi man in estate", intent: "booking" },
  {
    message:
      "my husband tie me for room for two days because I take small gold to pay school fees. he say next time he go kill me. I run go my mama now but he de find me",
    intent: "safety",
  },
  {
    message:
      "Our fishing canoe with its outboard engine was hit by a foreign trawler near Shenge and sank. We lost the engine, nets and the catch. We want to claim against the owners of the vessel.",
    intent: "area:shipping",
  },
  { message: "Do you have a French speaking lawyer? My partner is from Guinea.", intent: "knowledge:Languages spoken" },
  { message: "Hi", intent: "greeting" },
  { message: "they are beating my brother inside the police cell at Tombodu and he has been held since Thursday without charge", intent: "urgent" },
  { message: "How can I contact you, by WhatsApp, email or phone? whichever is fastest.", intent: "contact" },
  {
    message: "If we mine on a plot that the company later says is inside their lease, will the court say we must pay them for the diamonds we already sold?",
    intent: "legal-question",
  },
  {
    message:
      "My father was a licence holder and died without a will. There are eleven of us children and our uncles are now managing everything, including the plots. We want letters of administration.",
    intent: "area:family",
  },
  { message: "Write me a short speech for the launch of our mining youth association.", intent: "off-topic" },
  {
    message:
      "The company and our village signed a community development agreement that says disputes go to arbitration. Three years later they have not built the school or the water well they promised. We want to start the arbitration.",
    intent: "area:arbitration",
  },
  { message: "What kind of cases does Ibrahim Jalloh handle? My friend says he helped him before.", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "Good evening, my husband was taken from our home in Masingbi by police two hours ago, they say for selling gold, we don't know where they have kept him.",
    intent: "urgent",
  },
  { message: "I want to apply for an exporter licence for gold. Does your firm handle that kind of application?", intent: "area:business" },
  { message: "motorbike parking dey?", intent: "knowledge:Parking" },
  { message: "Ok tenki ma", intent: "thanks" },
  { message: "is it true say diamond de na sea sand? mi padi say so", intent: "off-topic" },
  { message: "How many of your lawyers are partners?", intent: "team" },
  {
    message:
      "Some boys from the site have been charged with murder after the fight at the pit. My nephew is among the accused but he is now on bail. We need a lawyer for the trial.",
    intent: "area:criminal",
  },
  { message: "I need an appointment. Tuesday or Wednesday, any lawyer. Gold site matter.", intent: "booking" },
  { message: "How do I avoid malaria when sleeping at the mining camp?", intent: "off-topic" },
  { message: "abeg mi broda dem carry am go station since Sunday fo di fight na di pit, e never cam out yet", intent: "urgent" },
  { message: "Do the diggers have a right to any share if the licence holder sells the plot to a company?", intent: "legal-question" },
  {
    message: "A carpenter took my money to build our washing shed at the site and disappeared after putting up only the poles. I want my money back.",
    intent: "area:contract",
  },
  { message: "Which landmark is close to your office? I don't know Freetown well.", intent: "address" },
  { message: "For the first meeting should I bring the tributor agreement and the photos of the pit?", intent: "knowledge:What to bring" },
  { message: "Abeg, di dealer dem say if I no pay back di moni by tomorrow dem go tek mi daughter. Dem de watch mi os.", intent: "safety" },
  {
    message: "Dear Sirs, Please could you confirm the correct email address for sending a consultation request? I have two addresses from different sources.",
    intent: "email",
  },
  { message: "ok bye bye", intent: "goodbye" },
  { message: "Pa Kargbo here. Di company want renew di surface lease fo we village lan. We want lawyer check di lease before we sign.", intent: "area:land" },
  { message: "Besides court cases, do you help with things like agreements and licences?", intent: "services" },
  {
    message:
      "I have been a tributor in Tombodu for six years. I support a gang of eight diggers with rice, fuel and the water pump, and the licence holder takes his share as well. Last month the boys found a nine carat stone and sold it secretly in Koidu, and I only heard about it from the market women. The licence holder says it is not his problem. Can I take the diggers to court for my share, and is the licence holder also responsible?",
    intent: "legal-question",
  },
  { message: "wi padi dem 3 de na Koidu police cell since morning fo dig na company lan, dem say dem go carry dem go court Monday. abeg", intent: "urgent" },
  { message: "What is the penalty kick rule if the ball hits the post and comes back? We argued about it at the pit all day.", intent: "off-topic" },
  {
    message:
      "Is your firm able to handle a claim against a shipping line for a container of generators that fell into the water while being offloaded at the Quay?",
    intent: "area:shipping",
  },
  {
    message:
      "Dear Sir or Madam, I wish to request a consultation at your Bo office with Hawa Turay at her earliest convenience. The matter concerns a tribute agreement with my diggers in Kono. Yours faithfully, Musa Kallon",
    intent: "booking",
  },
  {
    message:
      "the husband of my sister came to the gold site with a gun and say he will shoot her because she left him. she is hiding with us in the camp now, pls what can we do",
    intent: "safety",
  },
  { message: "wen una de open fo work, Monday to Friday only?", intent: "hours" },
  {
    message:
      "I rented a room and a small store from a landlord in Koidu for my gold buying. I paid two years in advance and now, after eight months, he wants me out and refuses to refund the balance. I need a lawyer for this tenancy matter.",
    intent: "area:land",
  },
  { message: "Salaam aleikum", intent: "greeting" },
  { message: "I would prefer to settle my palava with the licence holder through mediation. Does your firm offer that?", intent: "area:arbitration" },
  {
    message: "mi granpa de insaid di police station na Magburaka since last nite. dem say e tek bribe fo give company lan. e old, e no well.",
    intent: "urgent",
  },
  { message: "wat will d court do to me if I sell diamond without dealer licence n dem catch me? fine or prison?", intent: "legal-question" },
  { message: "Tell me about your team of lawyers please", intent: "team" },
  {
    message:
      "The mining company in our area wants to enter a joint venture with our cooperative. We need a lawyer to handle the shareholding and the company side of it.",
    intent: "area:business",
  },
  { message: "How can I send money from London to Koidu quickly? Which transfer is cheapest?", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, in 2022 I entered into an agreement with a Koidu-based contractor to build a four-bedroom house from the proceeds of my mining investment. I have paid 80% of the contract sum. The building stands at lintel level and he has stopped answering my calls and messages. I should be grateful for your assistance in enforcing the agreement or recovering my money.",
    intent: "area:contract",
  },
  {
    message:
      "hello my name is amina ta my brother has been a rested and he is in the police station at bum buna since yesterday they say he is the one who did the gold theft please help",
    intent: "urgent",
  },
  { message: "Do you have a number for the Bo office too?", intent: "phone" },
  {
    message: "Mi sista man die na pit last year. Now e family want mek she marry di broda by force an tek di pikin dem. We want lawyer fo dis family palava.",
    intent: "area:family",
  },
  { message: "Is the first consultation free? And what papers should I carry?", intent: "knowledge:Fees", also: ["knowledge:What to bring"] },
  {
    message: "I made a police complaint about my tributor who took my gold by force, but the police have done nothing for two months. I want him charged.",
    intent: "area:criminal",
  },
  { message: "fishing boat palava. big ship hit we boat na Tombo, we want claim", intent: "area:shipping" },
  { message: "Dem don beat mi broda because he refuse fo pay di site boss settlement. Now dem say na me next. I don lock miself na room.", intent: "safety" },
  { message: "book me 4 monday pls. land", intent: "booking" },
  { message: "How do you bail water out of a pit fast when the pump is spoilt?", intent: "off-topic" },
  { message: "Can a woman hold a mining licence in her own name in Sierra Leone, or must it be her husband?", intent: "legal-question" },
  { message: "Are you open during Ramadan at the normal times?", intent: "hours" },
  {
    message: "Please we need a surveyor and a lawyer to do a proper survey of our family land in Nimikoro before the company starts work there.",
    intent: "area:land",
  },
  {
    message: "Sir I write from Koidu police station. they hold me since friday. I borrow dis phone from another detainee. please I need lawyer",
    intent: "urgent",
  },
  { message: "abeg help me", intent: "unknown" },
  {
    message: "The company agreed that a retired judge will decide the compensation for our crops. We want a lawyer to represent us at the arbitration hearing.",
    intent: "area:arbitration",
  },
  { message: "wat una de do", intent: "services" },
  { message: "Give me a recipe for cassava leaf with fish", intent: "off-topic" },
  { message: "email?", intent: "email" },
  { message: "Do I have the right to refuse when the company wants to put a road through my farm?", intent: "legal-question" },
  {
    message:
      "I testified at the chiefdom meeting that the section chief sold our land to the company behind our backs. Since then his boys keep sending me messages that I will not live to see the rains. Yesterday someone poured petrol around my kitchen at night. I have taken my wife and children to Koidu but I still have to go back to the farm.",
    intent: "safety",
  },
  { message: "Wetin na di best way fo contact una from Kono?", intent: "contact" },
  { message: "Can you help me form a limited company with my tributor so that we both hold shares in the mining operation?", intent: "area:business" },
  {
    message:
      "I married a digger in Kono under customary law. He now has a second wife and wants to take our two children to live with her. I need help with custody and maintenance.",
    intent: "area:family",
  },
  { message: "pls mi husband de na lockup na Kayima since 3 days, di police say e tek di licence holder ston. dem no gri fo bail am", intent: "urgent" },
  { message: "Can I leave my truck near your office for a few hours while I'm in the meeting?", intent: "knowledge:Parking" },
  {
    message:
      "Some years back I was convicted for receiving stolen diamonds and I served my time. I want to appeal to clear my name. Is your firm able to do appeals?",
    intent: "area:criminal",
  },
  { message: "My friend says there is a law of gravity that makes gold sink in the pan faster than sand. Why is that?", intent: "off-topic" },
  { message: "If the pit collapses and one of my diggers dies, will I as the licence holder go to prison?", intent: "legal-question" },
  { message: "I'd like to schedule a video call with a lawyer. I live in London and invested in a mining pit in Kono.", intent: "booking" },
  {
    message:
      "We imported a used dredge engine from Belgium. The vessel has arrived but the bill of lading is in the seller's name and the port will not release the goods to us. Can you help?",
    intent: "area:shipping",
  },
  { message: "thank you so much for the help", intent: "thanks" },
  { message: "Una office na Siaka Stevens Street? which number?", intent: "address" },
  {
    message:
      "I am a woman digger at Bumbuna. The gang leader forces us women to sleep with him before he gives us a place to pan. Last night he came to our tent again and I had to run. I am afraid of him.",
    intent: "safety",
  },
  { message: "arbitration for mining dispute? you do?", intent: "area:arbitration" },
  { message: "Dem don carry mi padi dem go police since yesterday nite fo wash gold na di river, dem still de dae.", intent: "urgent" },
  {
    message: "Write me a CV for a job as security guard at a mining company. I was a court clerk before and I have 5 years experience as a guard.",
    intent: "off-topic",
  },
  { message: "until what time is your Bo office open?", intent: "hours" },
  {
    message: "I want a lawyer to draft a proper tribute agreement between me and the 12 diggers I support, so everyone knows their share.",
    intent: "area:contract",
  },
  {
    message: "The landowner says that by custom one third of any stone found on his land belongs to him, even though we already pay him rent. Is that the law?",
    intent: "legal-question",
  },
  { message: "Do you have a lawyer in your team who deals with mining companies?", intent: "team" },
  {
    message: "A man sold the same plot in Koidu to me and to another person. Now we both have papers. I need a lawyer to sort out this land matter.",
    intent: "area:land",
  },
  { message: "Good morning sir/madam", intent: "greeting" },
  { message: "fone numba", intent: "phone" },
  {
    message:
      "Good morning. I just got a call that my son, who digs for a licence holder in Yengema, was picked up by the police at dawn with the whole gang. They are held at the station and he says they are beating them. Please, can someone go today?",
    intent: "urgent",
  },
  { message: "Can I come and see a lawyer this week about the company taking our land?", intent: "booking" },
  {
    message:
      "Dear Sir, our company imports mining equipment through the Quay. Customs have classified our pumps under a much higher duty rate than before. We need legal assistance to challenge the classification and have the goods released.",
    intent: "area:shipping",
  },
  { message: "What should I prepare before meeting the lawyer about my father's estate? He was a licence holder in Kono.", intent: "knowledge:What to bring" },
  {
    message:
      "Pls I want mi pikin papa fo pay fo di pikin school. He de work na di company na Tonkolili but he no de send notin. I want lawyer fo dis maintenance palava.",
    intent: "area:family",
  },
  { message: "Tell me the history of diamond mining in Kono for my school project", intent: "off-topic" },
  {
    message: "The police summoned my husband to Magburaka CID on Thursday over gold buying. He has not been arrested. We want a lawyer to go with him.",
    intent: "area:criminal",
  },
  {
    message:
      "my ex boyfriend is a digger in kono and he keeps calling to say he will come to Freetown and cut my face. he knows where I live. I don't feel safe in my own house",
    intent: "safety",
  },
  {
    message: "how much compensation di law say company fo pay fo one economic tree? dem de give us 20,000 old leones fo one palm tree",
    intent: "legal-question",
  },
  { message: "Do you offer services for mining companies or only for individuals?", intent: "services" },
  {
    message: "Before we go to court with our supporter, is there a way to sit with a neutral person? We would like your firm to mediate.",
    intent: "area:arbitration",
  },
  {
    message: "They have detained my cousin at Koidu central police since the Tankoro riot on Tuesday. He is still inside and they have not charged him.",
    intent: "urgent",
  },
  { message: "una de open Sunday?", intent: "hours" },
  { message: "I want to register my artisanal mining co-operative as a company and get the licence transferred into its name.", intent: "area:business" },
  { message: "Who was the first Chief Justice of Sierra Leone? It's for a quiz.", intent: "off-topic" },
  { message: "Do you accept payment in instalments after the diamond is sold?", intent: "knowledge:Fees" },
  {
    message:
      "I was a security guard at the mining company for six years. They terminated my employment contract for no reason and refused to pay my salary for the last month.",
    intent: "area:contract",
  },
  { message: "Some of our elders speak only Temne. Can someone translate for them?", intent: "knowledge:Languages spoken" },
  { message: "POLICE DEY NA MI DOOR NOW, DEM SAY DEM CAM FO MI MAN. WETIN FO DO", intent: "urgent" },
  { message: "hello una", intent: "greeting" },
  {
    message: "We are landowners in Kono. The licence holder has been digging on our land without paying surface rent for three years. We want him out.",
    intent: "area:land",
  },
  {
    message: "Dear Sirs, I would be grateful for an appointment on Monday at 9 AM with one of your partners to discuss a dispute with a mining company.",
    intent: "booking",
  },
  { message: "If the licence holder has no licence anymore but still sends us to dig, who goes to jail if police come, him or us?", intent: "legal-question" },
  { message: "ok bye see you", intent: "goodbye" },
  { message: "Christiana Thomas, is she a family lawyer?", intent: "attorney:Christiana Thomas" },
  { message: "pls una de handle customs palava at d quay? my tools box stuck", intent: "area:shipping" },
  { message: "Could you give me the consult email? I want to send my questions in writing.", intent: "email" },
  {
    message:
      "Yesterday my husband's brothers came to take the house and beat me. They say if I stay in Koidu one more day they will kill me. I'm with my children at a friend's house and I can't go back.",
    intent: "safety",
  },
  {
    message:
      "I was released from the Koidu police cells on Friday after four days. They took my gold scale and 15 grams. I want a lawyer to help me get them back and clear my name.",
    intent: "area:criminal",
  },
  { message: "I'd like to reach someone at the firm about a mining dispute. What is the best way to contact you?", intent: "contact" },
  { message: "wetin na di cost of okada fo go Yengema from Koidu", intent: "off-topic" },
  { message: "Una lawyer dem, na how many women?", intent: "team" },
  {
    message: "My father left a will dividing his diamond plots, but my stepmother has hidden it. We want the will read and carried out.",
    intent: "area:family",
  },
  { message: "We are going to arbitration with the company over the relocation of our village. We want a lawyer to represent us.", intent: "area:arbitration" },
  {
    message:
      "Good day. My cousin, a gold digger at Mabonto, was taken from the site by soldiers this afternoon with eleven others. They are holding them in the army camp. Please advise urgently.",
    intent: "urgent",
  },
  { message: "Am I responsible if my diggers sell the stone behind my back and the buyer is caught by police?", intent: "legal-question" },
  { message: "Any parking space for visitors at your office?", intent: "knowledge:Parking" },
  { message: "Pls I want meet lawyer na Bo office. any day dis week", intent: "booking" },
  { message: "Which one is more expensive now, gold or diamond per gram?", intent: "off-topic" },
  { message: "help", intent: "unknown" },
  { message: "office hours pls", intent: "hours" },
  {
    message: "Morning. Na Sahr from Koidu. I wan see Abdul Rahman Sesay wen I cam Freetown next week Tuesday, na bout di police palava wey don finish.",
    intent: "booking",
  },
  { message: "Dem lock am since two nite na Tombodu, wi tributor, dem say na him sponsor di illegal pit. nobody fit see am. abeg", intent: "urgent" },
  { message: "I'm judging a cooking contest in Koidu on Saturday. What should I look for in a good groundnut soup?", intent: "off-topic" },
  {
    message:
      "A group of young men came to the washing site yesterday and told us women that if they see us there again they will rape us. Today they are sitting at the junction watching everyone who passes. We are all afraid to go back to work.",
    intent: "safety",
  },
  {
    message:
      "Dear Sir/Madam, I am the holder of an artisanal mining licence for a one acre plot in Gbense Chiefdom. I wish to bring in a foreign partner who will provide equipment in exchange for a share of the business. I should be grateful for your assistance in structuring this partnership and registering the new entity. Yours faithfully, Alhaji M. Kallon",
    intent: "area:business",
  },
  { message: "pls r u open 2moro morning, i want pass b4 d bus 2 kono", intent: "hours" },
  {
    message: "The company says our relocation houses belong to them until we die and our children cannot inherit them. Can they do that?",
    intent: "legal-question",
  },
  { message: "Hello, could you send me a list of the services your chambers offer?", intent: "services" },
  {
    message:
      "We signed an agreement with a man to supply diesel to our site every week. He took payment for March and April and delivered only twice. I want a lawyer to enforce the contract.",
    intent: "area:contract",
  },
  {
    message:
      "Please I need help, the police are holding me at Magburaka station since this morning, they say the gold I was carrying is stolen. One officer lent me his phone.",
    intent: "urgent",
  },
  { message: "pls can i book a time wit lawyer 4 d land n diamond matter, my uncle go come too", intent: "booking" },
  { message: "Many thanks for your kind response. Much obliged.", intent: "thanks" },
  {
    message:
      "I want to marry my partner properly under civil law before I travel to dig in Tonkolili, so that if anything happens to me she is protected. Can your firm help with the marriage?",
    intent: "area:family",
  },
  { message: "My brother wants a case for his new phone, which case is strong enough for work in the pit?", intent: "off-topic" },
  {
    message:
      "Long message, sorry. Our village and the neighbouring village both claim the land the company is paying surface rent for. The District Officer tried to settle it twice and failed. Now the company has stopped paying anyone until we agree. Both sides have said they will accept a neutral arbitrator. Can your firm handle the arbitration?",
    intent: "area:arbitration",
  },
  { message: "Who is the senior lawyer in charge of your firm?", intent: "team" },
  { message: "Pls wats ur whatsapp number?", intent: "phone" },
  { message: "I'd like a consultation with a shipping lawyer about my container at the Quay. Is Friday possible?", intent: "booking" },
  { message: "Abeg una de do lan search? I wan buy lan near Koidu bypass from one family.", intent: "area:land" },
  {
    message:
      "My tributor's men have been following me since I refused to sell him my stone. They tell my wife that I will disappear. I no de go out at night again.",
    intent: "safety",
  },
  { message: "Which is the best film about a trial in court? I want something to watch at the camp on Saturday night.", intent: "off-topic" },
  {
    message:
      "My husband's cousin was accused of stealing the company's fuel and the police want to question him on Monday. He is not arrested. Please defend him.",
    intent: "area:criminal",
  },
  { message: "Will the judge give us back the land if we show that the chief sold it without the family's consent?", intent: "legal-question" },
  { message: "contact details?", intent: "contact" },
  {
    message:
      "Good afternoon. I own a fishing boat in Tombo and also buy gold from Kono. My boat was detained by the Navy for fishing in the wrong zone and they took the catch. I need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "how una de", intent: "greeting" },
  { message: "i want to open a company 4 buying diamonds. wat licence i need n can u register it for me", intent: "area:business" },
  { message: "mi broda na digger, soldier dem beat am an carry am go dem base dis afternoon. e still de dae now.", intent: "urgent" },
  { message: "Una get lawyer wey sabi Limba?", intent: "knowledge:Languages spoken" },
  { message: "can we use your office for mediation with our supporter? we both agree", intent: "area:arbitration" },
  { message: "What is the sentence structure for the passive voice? My son's exam is tomorrow.", intent: "off-topic" },
  { message: "Do I need to bring my ID card and the licence when I come?", intent: "knowledge:What to bring" },
  { message: "Kushe. I want book appointment fo mi an mi tributor together. Saturday possible?", intent: "booking" },
  {
    message:
      "My husband says if I go to the family meeting about his brother's diamond money he will beat me until I can't walk. He has done it before. I'm scared for tonight.",
    intent: "safety",
  },
  {
    message:
      "My husband died at the gold site in March. He had a bank account and a plot of land in Magburaka. His first wife says everything is hers. I want my children's share of the estate.",
    intent: "area:family",
  },
  { message: "Are the diggers allowed by law to form a union and demand a better share from the licence holders?", intent: "legal-question" },
  { message: "Pls do una deal wit clearing agent palava? di agent tek we moni fo clear we excavator container an e don run.", intent: "area:shipping" },
  { message: "Besides mining problems, what other things do you help people with?", intent: "services" },
  {
    message:
      "Sir, we have a situation. Mines monitoring officers and two policemen have just handcuffed my supervisor at our Kono site and are driving him to Koidu. He has done nothing wrong; our licence is valid. Please send someone to the station.",
    intent: "urgent",
  },
  { message: "Wich street una office de?", intent: "address" },
  { message: "I need someone to check the employment contract the Chinese company gave me before I sign. Some parts look unfair.", intent: "area:contract" },
  { message: "Hello, what are your working days? and is there parking?", intent: "hours", also: ["knowledge:Parking"] },
  { message: "After we finish digging we play ball. What is the offside law exactly? The referee is always cheating us.", intent: "off-topic" },
  { message: "Okay goodbye for now", intent: "goodbye" },
  {
    message:
      "Dear Sir, my late father left us a house in Koidu but the land documents were burnt during the war. We need to trace the title and obtain a new deed. Kindly assist.",
    intent: "area:land",
  },
  {
    message:
      "Sahr again. di boys wey tif di ston don sabi say I report dem. dem send message say dem de cam fo me tonight wit cutlass. I de na mi uncle os now but I no fit sleep.",
    intent: "safety",
  },
  { message: "pls pls dem still hold mi son since Friday na Tankoro police, dem no gri release am, e only 16 years", intent: "urgent" },
  { message: "What's your email? I'll scan the tributor agreement and send it.", intent: "email" },
  {
    message:
      "A police officer took my gold at a checkpoint and never gave me a receipt. I want to report him. Is that something your criminal lawyers can handle?",
    intent: "area:criminal",
  },
  { message: "Does Mohamed Conteh still work with your firm? He handled my uncle's case some years back.", intent: "attorney:Mohamed Conteh" },
  { message: "May I make an appointment with a lawyer for next Thursday? It's about compensation from the mining company.", intent: "booking" },
  { message: "Our bank froze my business account after I deposited money from a gold sale. I need a lawyer to deal with the bank.", intent: "area:business" },
  {
    message: "my tributor husband beat me every nite now bcos I ask 4 my share of d stone money. last nite he broke my hand. i dont know where to go",
    intent: "safety",
  },
  { message: "tenk yu plenty", intent: "thanks" },
  { message: "My son has a debate tomorrow: Mining has done more harm than good to Kono. Can you give him points for the motion?", intent: "off-topic" },
  { message: "are you open on public holidays like Independence Day?", intent: "hours" },
  { message: "can I call you people now?", intent: "phone" },
  { message: "Are all your lawyers in Freetown, or do some work in Bo?", intent: "team" },
  {
    message:
      "We sent diamond sorting machines back to the supplier in Antwerp by sea, but the ship now says the cargo was lost. We need a lawyer to claim for them.",
    intent: "area:shipping",
  },
  {
    message:
      "Good afternoon, I'm writing for my aunty. Her husband who buys gold in Mabonto was taken by soldiers at the market this morning and they still have him. We need a lawyer urgently.",
    intent: "urgent",
  },
  {
    message: "My dismissal letter from the mining company says I broke my contract by joining the strike. I want to challenge the dismissal.",
    intent: "area:contract",
  },
  { message: "Wetin una de help people wit?", intent: "services" },
  { message: "I want to see a lawyer in person about my late husband's mining plots. Can I come on Monday?", intent: "booking" },
  { message: "I'm driving down from Kono, where do visitors park near Siaka Stevens Street?", intent: "knowledge:Parking" },
  { message: "Good afternoon all", intent: "greeting" },
  { message: "We want to settle our dispute with the excavator owner out of court. Does your firm do mediation?", intent: "area:arbitration" },
  { message: "so wetin now", intent: "unknown" },
  { message: "Wetin una de charge fo look di paper dem fo tributor agreement?", intent: "knowledge:Fees" },
  { message: "Is the licence holder allowed to keep my share because I got sick and missed two weeks at the pit?", intent: "legal-question" },
  {
    message:
      "Dear Sir/Madam, Kindly schedule a meeting for me with a lawyer on Wednesday afternoon. I am the chairman of the Tankoro youth and we have several issues with the company. Regards, E. Gbondo",
    intent: "booking",
  },
  { message: "What's the quickest way to get hold of someone at your chambers? I'm abroad.", intent: "contact" },
  {
    message: "We want to divorce peacefully. My husband is at the mining site in Tonkolili most of the year. Can your firm handle the divorce?",
    intent: "area:family",
  },
  {
    message: "We are three tributors who want to pool our money in one business. Please help us register a partnership and prepare the partnership deed.",
    intent: "area:business",
  },
  { message: "Di licence holder na Nimikoro say if we go court, e go send im boys fo finish we. Wi fear fo sleep na we os.", intent: "safety" },
  { message: "Please list what documents to bring for a land case consultation: survey plan? receipts?", intent: "knowledge:What to bring" },
  {
    message: "Me bin de na Koidu cell fo three days last month, dem don free me on bail. Now dem say I fo cam court. I need lawyer fo defend me.",
    intent: "area:criminal",
  },
  {
    message: "The arbitration award says the dealer must pay us 90,000 leones but he has refused for six months. We want to enforce it through the court.",
    intent: "area:arbitration",
  },
  { message: "Thank you, that's very helpful.", intent: "thanks" },
  { message: "Is there a way to reach your firm outside office hours?", intent: "contact" },
  { message: "My younger brother wants to study law or mining engineering at university. Which one pays better?", intent: "off-topic" },
  {
    message: "The company has offered jobs to young men in our village only if we sign that we will never complain about the blasting. Is such a paper valid?",
    intent: "legal-question",
  },
  { message: "Can I bring my tributor to meet Isatu Bangura next week? We want to discuss our partnership.", intent: "booking" },
  { message: "My grandfather only speaks Kono and small Krio. Can the lawyer talk to him in Krio?", intent: "knowledge:Languages spoken" },
  {
    message: "Our tributor agreement ended in December. My supporter refuses to release the last payment he promised in the agreement. I want to enforce it.",
    intent: "area:contract",
  },
  { message: "bye 4 now", intent: "goodbye" },
  {
    message:
      "URGENT: Three of our diggers were arrested at Yengema this morning and are still in the police cell. Their families are crying at my gate. Please send a lawyer today.",
    intent: "urgent",
  },
  { message: "Which of your lawyers deal with land and which with family?", intent: "team" },
  {
    message:
      "Dear Kamara & Associates, I live in the UK and bought a plot in Koidu in 2015. I have now been told that a digger has opened a pit on it and the seller is claiming the land back. I have my conveyance. I should be grateful if you could act for me to protect my title.",
    intent: "area:land",
  },
  { message: "container held at quay 3 weeks, mining pumps inside, can u help", intent: "area:shipping" },
  { message: "What exactly does your law firm do?", intent: "services" },
  { message: "Mi an mi partner want settle di sharing palava wit mediator, no court. Una get somebody?", intent: "area:arbitration" },
  {
    message: "A man promised to sell me a water pump and took half the money. He never delivered. I want to take action against him.",
    intent: "area:contract",
  },
  { message: "Are you closed on Friday afternoons for Jumu'ah prayers?", intent: "hours" },
  { message: "How do I get to your office from the Eastern Police roundabout?", intent: "address" },
  { message: "What type of legal services do you offer people from the provinces?", intent: "services" },
  { message: "I am a licence holder and I want your firm to handle the sale of my mining licence and my business to a company.", intent: "area:business" },
  { message: "Thanks o, una try.", intent: "thanks" },
  { message: "My brother died and left two small children with no mother. I want to be their legal guardian.", intent: "area:family" },
  {
    message: "they still hold my brother at Bumbuna station since the strike yesterday, he was among the workers they arrested at the company gate",
    intent: "urgent",
  },
  { message: "someone dey shout for my window say dem go kill me tonight bcos of di stone. I dey inside now, I fraid", intent: "safety" },
];

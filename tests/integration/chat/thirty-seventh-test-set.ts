import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Visitors from music, sport and entertainment and the people around them (footballers, clubs, agents, DJs, promoters, club owners, fans, photographers, actors), plus entertainment questions that borrow legal words. Writers: Shaka, 23, a striker for a Premier League side in Kissy, types Krio and SMS shorthand on a cracked Android and is impatient; Mariama, 44, a trader in Bo and mother and unofficial agent of a teenage footballer, writes polite plain English with some Krio and worries; Kesh, 28, a DJ and producer in Lumley, writes lowercase slang with no punctuation, cool until angry; Mr Olu Williams, 60, a retired civil servant who owns a bar and nightclub at Aberdeen, writes formal letters; Fatu, 19, a Fourah Bay College student and superfan of Salone artists, types fast with typos and excitement; Sammy, 34, an event and wedding photographer in Makeni, tells long rambling stories in middling English; Isha, 37, a film actress and presenter living in London, writes fluent, dramatic WhatsApp messages from abroad; Tamba, 47, a concert promoter from Kono working in Freetown, is rushed and businesslike and drops vowels.

export const THIRTY_SEVENTH_TEST_SET: LabelledMessage[] = [
  // urgent (40)
  { message: "abeg una help me, police dem hold my padi na Kissy police station since last nite, dem say e knack referee afta di match", intent: "urgent" },
  {
    message:
      "Good evening. My son Abu is 16 and the police took him from the stadium after the match today. They have him at Central police station now and they will not let me see him. Please what can I do",
    intent: "urgent",
  },
  { message: "yo cops just raided the club and took my manager n 2 bouncers to cid. they still dey there rn need a lawyer asap", intent: "urgent" },
  {
    message:
      "Dear Sir/Madam, Officers of the Sierra Leone Police are at this moment inside my establishment on Cape Road and have handcuffed my bar manager. I urgently require counsel to attend.",
    intent: "urgent",
  },
  {
    message: "plsss help my friend got arrested at the concert they put him in the police van we are at the national stadium gate now wat do we do",
    intent: "urgent",
  },
  { message: "soldiers hold my truck drivr n the sound crew at checkpoint near Masiaka since 6am, dey nt releasin dem, show is tonite", intent: "urgent" },
  {
    message:
      "I am a photographer, police seized my camera at the rally and they have locked me at Makeni police station since afternoon. I am using my friend phone to write this",
    intent: "urgent",
  },
  {
    message:
      "I'm in London and I've just been told my younger brother, he's a rapper, was arrested in Freetown last night and is still in a cell at Eastern police. Who can go to him today?",
    intent: "urgent",
  },
  { message: "dem don carry we captain go station dis morning say na im tief di gate money, e still de inside", intent: "urgent" },
  { message: "police at my door rn say dem wan carry me go station for the song i drop, wetin a go do", intent: "urgent" },
  {
    message:
      "The police came to our house in Bo this morning and arrested my son's coach. He is still being held at Bo police station and my son is afraid they will come for him too",
    intent: "urgent",
  },
  {
    message:
      "Two of my security staff were detained last night following an altercation outside the club and remain in custody at Lumley police station. Please advise on immediate representation.",
    intent: "urgent",
  },
  { message: "my cousin is a dancer and police arrested her at the hotel party, she just called me crying from the station, its 11pm", intent: "urgent" },
  { message: "URGENT. Polis hv detained my promoter partner at Kenema stn, say permit nt valid, we need lawyer there now", intent: "urgent" },
  {
    message:
      "They just took my assistant from the wedding hall, the police said he snapped pictures of a big man without permission. He is at the station in Makeni now, they are not letting him go",
    intent: "urgent",
  },
  {
    message:
      "Please, urgent: my husband, a football agent, was detained at Lungi airport this evening by immigration and police and they've taken his phone. He's still there.",
    intent: "urgent",
  },
  { message: "mi broda dem hold am na Waterloo station 3 days now no charge, e na goalkeeper, nobody nor de tell we notin", intent: "urgent" },
  { message: "bouncer from da club beef w police n now dem lock am, e de na cell since 1am, abeg help", intent: "urgent" },
  {
    message: "Police are outside the gate now with a paper saying they are taking my son to Freetown. He is only a footballer, he did nothing. Help",
    intent: "urgent",
  },
  {
    message:
      "I regret to inform you that police officers are presently in my office at the bar and intend to take me to CID headquarters for questioning. I need a lawyer to accompany me at once.",
    intent: "urgent",
  },
  {
    message: "omg they just arrested the singer at the show and everybody is saying he will sleep in cell, i am his fan club leader can u send someone",
    intent: "urgent",
  },
  { message: "Sound engineer arrestd at Siaka Stevens stadium durin setup, polis still holdin him, dey say he cut d power line", intent: "urgent" },
  { message: "na me de write, police don hold mi pikin na Magburaka station since yestade, e go snap pictures for football match nomoh", intent: "urgent" },
  {
    message:
      "My co-actor has been detained by the police during filming in Kent village. They say we had no permission to shoot there. He is still with them. Please call me back on WhatsApp.",
    intent: "urgent",
  },
  { message: "dem arrest mi teammate na training now now, e de inside police jeep, dem de carry am go", intent: "urgent" },
  { message: "my producer been in police custody since friday cuz of a sample beef, they wont give him bail, today is sunday", intent: "urgent" },
  {
    message: "Please help. A club official reported my son for taking money and the police have been holding him at the station since morning. He is 18.",
    intent: "urgent",
  },
  {
    message:
      "Military police have detained the DJ employed at my establishment after an incident involving a soldier. He has been held overnight at the barracks and we cannot reach him.",
    intent: "urgent",
  },
  {
    message:
      "my boyfriend n his friends got picked up by police outside the club saying they had weed, he is still there, can a lawyer go to Congo Cross station",
    intent: "urgent",
  },
  { message: "need lawyer nw nw, polis arrest me at my office ovr d cancelled show ticket refunds, am in their vehicle textin", intent: "urgent" },
  {
    message: "I was arrested at the football match for flying drone and they are still holding me at the station, my wife is sending this message for me",
    intent: "urgent",
  },
  {
    message:
      "I just landed in Freetown and my manager was taken by police from the hotel lobby. They refused to say why. He's at the station now and I have no idea what to do.",
    intent: "urgent",
  },
  { message: "abeg, police dem de beat mi padi na station, dem hold am since yestade for di fight na stadium", intent: "urgent" },
  { message: "club owner call police on me ova money n now am in a cell at lumley, they let me use phone 5 min pls help", intent: "urgent" },
  {
    message:
      "They have arrested my husband at the market because he is the chairman of the football supporters club. He is at the police station now. What do I do?",
    intent: "urgent",
  },
  {
    message:
      "Good evening. Customs and police officers detained my nephew, who manages my bar, at Queen Elizabeth II Quay this afternoon, and he has not been released.",
    intent: "urgent",
  },
  { message: "HELP they're taking my brother now, police came to the hostel for the fight at the inter-hall football", intent: "urgent" },
  { message: "Artist frm Nigeria detained at airport by polis since mornin, show is tomorow, we need lawyer urgntly", intent: "urgent" },
  {
    message:
      "I am writing for my friend who is a musician, police hold him since yesterday for a song about the government. Somebody said he is in Pademba Road now, we don't know",
    intent: "urgent",
  },
  {
    message:
      "They've arrested the director on set this morning. Police say there's a complaint. We're all at the station waiting and nobody is telling us anything.",
    intent: "urgent",
  },

  // safety (25)
  { message: "some fans dem de chase me wit cutlass afta we lose, a hide na shop now, dem say dem go kill me", intent: "safety" },
  {
    message:
      "Some men from the other club have been calling my son and saying they will break his legs if he plays on Saturday. He is scared to leave the house.",
    intent: "safety",
  },
  { message: "dude pulled a gun on me at the gig tonight n said he gon finish me, im hiding in the back room now", intent: "safety" },
  {
    message: "A gang has threatened to burn down my nightclub and harm my staff unless I pay them weekly. They returned tonight. I fear for our lives.",
    intent: "safety",
  },
  { message: "a man has been following me from campus to my hostel for 3 weeks since i posted the concert video, he is outside now", intent: "safety" },
  { message: "artist boys beat me afta show sayin I owe dem, dey still outside my house now wit sticks", intent: "safety" },
  { message: "A mob is forming around me at the lorry park because they think I took a photo of a woman, they are shouting thief, please", intent: "safety" },
  {
    message:
      "My ex, a well-known footballer, keeps turning up at my mother's house in Freetown threatening to hurt her. He was there an hour ago. What do we do right now?",
    intent: "safety",
  },
  { message: "mi coach de beat me everytime we lose, today e knack me wit belt an say e go kill me if a tell anybody", intent: "safety" },
  { message: "my babymama new man said hes coming to stab me tonite, sent voice note, i got the kids here w me", intent: "safety" },
  {
    message:
      "My husband threw me and the three children out tonight because I asked about the money from our son's transfer. We are standing on the road in the dark.",
    intent: "safety",
  },
  {
    message:
      "One of my barmaids has just been assaulted by a customer in the car park and he is still on the premises shouting threats. What should I do immediately?",
    intent: "safety",
  },
  {
    message: "someone sent me msg saying they know where i live and they will pour acid on my face bcos i reported the artist online. im so scared",
    intent: "safety",
  },
  { message: "Rival promoter sent boys to my office, dey smash evrytin n say next time na me dey go kill. am scared to go back", intent: "safety" },
  { message: "My studio landlord's son beat me today and says if I come back for my cameras he will finish me. I am bleeding small", intent: "safety" },
  {
    message: "I'm being stalked by a so-called fan. He's sent photos of me outside my hotel in Aberdeen today. I'm terrified to leave my room.",
    intent: "safety",
  },
  { message: "people dem don gada na we compound say na me make di team lose, dem de stone di os now", intent: "safety" },
  { message: "my ex manager is threatening to kill me over the masters, said it on ig live and hes been driving past my house all night", intent: "safety" },
  { message: "The club owner's men came and slapped my son and said if he talks to any other club they will harm him. He is crying now.", intent: "safety" },
  { message: "My business partner threatened me with a firearm in my office this evening. He has left but said he will return.", intent: "safety" },
  { message: "my boyfriend the footballer is beating me right now i locked myself in the bathroom", intent: "safety" },
  { message: "Crowd broke barrier at d show n dey attackin my staff at d gate right now, people wounded", intent: "safety" },
  { message: "Some boys at the match snatch my camera and say dem go kill me if I go police, and now they are following me on Makeni road", intent: "safety" },
  {
    message: "A director I worked with keeps sending me messages saying he will ruin my face and my life. Last night someone threw stones at my window.",
    intent: "safety",
  },
  {
    message: "mi uncle don trowe me comot na os wit mi wife an pikin dem dis nite, we nor get usai fo sleep, e say e go kill me if a cam back",
    intent: "safety",
  },

  // legal-question (32)
  { message: "if mi contract finish June, club fit stop me for go play for anoda team? e legal?", intent: "legal-question" },
  {
    message: "My son signed a paper with an agent when he was 15. Is that paper valid, can the agent still take 20% of his salary now?",
    intent: "legal-question",
  },
  { message: "is it legal for a bar to play my tracks all night without paying me nothing", intent: "legal-question" },
  {
    message: "Am I legally obliged to pay royalties to artists when the DJ in my club plays their music? I would appreciate your view.",
    intent: "legal-question",
  },
  { message: "can a photographer post pictures of me at the concert on his page without asking me, is that allowed?", intent: "legal-question" },
  { message: "Show cancelld bcos of rain, can artist keep d full deposit or must he refund? wat d law say", intent: "legal-question" },
  {
    message: "A blogger used 20 of my photos of the Leone Stars match and put his own watermark on them. If I take him to court, will I win?",
    intent: "legal-question",
  },
  { message: "If a production company keeps using my face on their posters after my contract has ended, what are my rights?", intent: "legal-question" },
  { message: "club nor pay me salary 4 months, a entitle for lef go free? wetin di law say", intent: "legal-question" },
  { message: "my ex manager registered my stage name as his business name. can he do that??", intent: "legal-question" },
  {
    message: "How much will the court give for my son's leg that was broken in the club's bad training? The doctor says he cannot play again.",
    intent: "legal-question",
  },
  {
    message: "Can the city council lawfully close my nightclub for noise without any prior notice? What are my rights in this situation?",
    intent: "legal-question",
  },
  { message: "is it legal to sell bootleg t-shirts of an artist at the concert gate, my friend wants to do it", intent: "legal-question" },
  { message: "Sponsor pulld out one week to show n says force majeure. is dat valid or can I make dem pay?", intent: "legal-question" },
  {
    message:
      "The couple refused to pay the balance for their wedding pictures because they say the pictures are dark. Can they do that when the contract said no refund after the event?",
    intent: "legal-question",
  },
  {
    message: "Am I entitled to a share of the profits from a film I acted in if my contract only mentioned a flat fee? It's now streaming on Netflix.",
    intent: "legal-question",
  },
  { message: "if fan insult me for social media an a reply am bad, dem fit arrest me? wetin di law say bout dat", intent: "legal-question" },
  { message: "if i sample an old salone song from the 70s do i need permission or is it free to use now", intent: "legal-question" },
  { message: "Is my son entitled to part of the transfer fee when his club in Bo sold him to a club in Guinea?", intent: "legal-question" },
  { message: "Would I be held liable if a customer is injured in a fight between other customers inside my bar?", intent: "legal-question" },
  { message: "the artist blocked me and said i stole his lyrics, can he actually sue me for singing his song on tiktok??", intent: "legal-question" },
  { message: "Can I legaly stop an artist from performin at a rival show d same week if our deal dont say notin abt it?", intent: "legal-question" },
  { message: "The police told me it is illegal to take photographs in public places in Makeni. Is that true?", intent: "legal-question" },
  { message: "If I break my contract with my agency in Freetown to sign with one in Lagos, how much could they claim from me?", intent: "legal-question" },
  { message: "di club say if a nor sign new contract dem go keep mi passport. dem fit do dat?", intent: "legal-question" },
  { message: "will i win if i take the club to court for cutting my set pay in half without telling me", intent: "legal-question" },
  {
    message: "What does the law say about children under 18 playing football for money? Can a club make my 16 year old sign a contract?",
    intent: "legal-question",
  },
  {
    message: "Is it permissible under Sierra Leonean law to refuse entry to patrons on the basis of a dress code, or could I face a discrimination complaint?",
    intent: "legal-question",
  },
  { message: "if i record a whole concert on my phone and post it on youtube can the singer take me to court", intent: "legal-question" },
  { message: "Tckt buyer want refund bcos headliner came 3 hrs late. am i obliged by law to refund?", intent: "legal-question" },
  { message: "My wife and I separated and she took the camera I bought with my own money. By law is it hers or mine?", intent: "legal-question" },
  { message: "Can a newspaper in Freetown print that I'm pregnant without my consent? Isn't that a breach of my privacy?", intent: "legal-question" },

  // off-topic (40)
  { message: "who win di match yestade, East End Lions o Kallon?", intent: "off-topic" },
  { message: "When are the trials for the national under-17 team this year? My son wants to go.", intent: "off-topic" },
  { message: "gimme a list of the hottest afrobeats tracks to play at a beach party", intent: "off-topic" },
  { message: "Kindly advise the current exchange rate of the US dollar to the leone, as I must pay a foreign band.", intent: "off-topic" },
  { message: "write me a poem about justice for my lit assignment, 12 lines pls", intent: "off-topic" },
  { message: "wetin be d price of 50kva generator now for Freetown market", intent: "off-topic" },
  { message: "What camera settings are best for night football match photos under stadium lights?", intent: "off-topic" },
  { message: "Can you recommend a good legal drama series? I'm preparing for a role as a barrister.", intent: "off-topic" },
  { message: "mi ankle swell afta training, wetin a go rub on am", intent: "off-topic" },
  { message: "wats the weather gonna be like at lumley beach saturday, planning a day party", intent: "off-topic" },
  { message: "How do I cook jollof rice for 100 people for my son's send-off party?", intent: "off-topic" },
  { message: "Could you draft a short speech on the rule of law for me to deliver at the Rotary Club dinner?", intent: "off-topic" },
  { message: "who plays the lawyer harvey in suits, i forgot his name", intent: "off-topic" },
  { message: "any job for stage managr at national stadium? i wan apply", intent: "off-topic" },
  { message: "Where can I book a basketball court in Freetown for a youth tournament?", intent: "off-topic" },
  { message: "What's the best time of year to shoot a film in Sierra Leone, rainy season or dry?", intent: "off-topic" },
  { message: "dat penalty last nite, e correct or di referee tief?", intent: "off-topic" },
  { message: "write a rap verse about lawyers n judges make it hard", intent: "off-topic" },
  { message: "Which secondary school in Bo is best for football?", intent: "off-topic" },
  { message: "What is the current wholesale price of a crate of Star beer from the distributor?", intent: "off-topic" },
  { message: "whn is the next concert at the national stadium?? who is performing", intent: "off-topic" },
  { message: "how much to rent tents n chairs for 2000 people in Kenema", intent: "off-topic" },
  { message: "Please explain the offside rule simply, my small boy keeps asking me and I don't know", intent: "off-topic" },
  { message: "Who won best actress at the Sierra Leone film awards last year?", intent: "off-topic" },
  { message: "wen transfer window open for Europe? a wan go trial na Belgium", intent: "off-topic" },
  { message: "how do i get my song on boomplay n apple music", intent: "off-topic" },
  { message: "My son has malaria and his match is on Sunday. Which medicine is good to make him strong quickly?", intent: "off-topic" },
  { message: "Please suggest a cocktail menu for a Friday night ladies special.", intent: "off-topic" },
  { message: "homework: what is the difference between civil law and common law, explain in 300 words", intent: "off-topic" },
  { message: "write me a press release for my concert, theme is Justice for d Youth", intent: "off-topic" },
  { message: "What is the best laptop for editing photos for under 5 million leones?", intent: "off-topic" },
  { message: "Can you translate this line of my script into Krio: I will see you in court?", intent: "off-topic" },
  { message: "who be di top scorer for Salone premier league dis season", intent: "off-topic" },
  { message: "whats the usual bpm for amapiano", intent: "off-topic" },
  { message: "My son is travelling to Conakry for a tournament. Do Sierra Leoneans need a visa for Guinea?", intent: "off-topic" },
  { message: "Which football team do you support? The Leone Stars played terribly on Sunday, I was ashamed.", intent: "off-topic" },
  { message: "tell me a joke about judges lol", intent: "off-topic" },
  { message: "wat time d AFCON match start tonite", intent: "off-topic" },
  { message: "Is there any photography competition in Freetown this year with cash prize?", intent: "off-topic" },
  { message: "Write me a short monologue for an audition: a defence lawyer's closing argument in a murder trial.", intent: "off-topic" },

  // booking (24)
  { message: "a wan cam see lawyer 2moro bout mi contract, una get time?", intent: "booking", also: ["area:contract"] },
  { message: "I would like to book an appointment to see a lawyer next week. I will travel from Bo on Tuesday.", intent: "booking" },
  { message: "can i book a consult for thursday afternoon", intent: "booking" },
  {
    message: "I wish to arrange a meeting with one of your lawyers at your earliest convenience regarding the lease on my club premises.",
    intent: "booking",
    also: ["area:land"],
  },
  { message: "hi can i come in on monday to talk to a lawyer, its for my mum", intent: "booking" },
  { message: "need appointmnt asap, wen is d next free slot?", intent: "booking" },
  { message: "I will be in Freetown on Friday from Makeni, is it possible to meet a lawyer that day around 11?", intent: "booking" },
  { message: "I fly into Freetown on the 14th. Could I schedule a consultation for the 15th or 16th?", intent: "booking" },
  { message: "abeg put me down for meeting wit di lawyer, any day afta training", intent: "booking" },
  { message: "wanna sit down w someone about my record deal, how do i set it up", intent: "booking", also: ["area:contract"] },
  { message: "Can my son and I see the lawyer together on Saturday morning?", intent: "booking" },
  { message: "Please reserve a consultation for me on Wednesday at 10 AM, if available.", intent: "booking" },
  { message: "how do i book a consultation? is it online or i just show up", intent: "booking" },
  { message: "I wan meet d business lawyer dis week for my events company", intent: "booking", also: ["area:business"] },
  { message: "I want to book appointment for me and my brother about our father land in Makeni", intent: "booking", also: ["area:land"] },
  { message: "Is a video consultation possible? I'm in London and would like to book one this month.", intent: "booking" },
  { message: "wen a fit cam see una? a get palava wit mi club", intent: "booking" },
  { message: "yo can i slide thru the office tmrw n talk to a lawyer", intent: "booking" },
  { message: "Please, I want to make an appointment. What days are available this month?", intent: "booking" },
  { message: "Kindly schedule me for a consultation next Monday; I would prefer the first slot of the morning.", intent: "booking" },
  { message: "i want to talk to a lawyer face to face, how do i arrange that", intent: "booking" },
  { message: "set me up wit a consult tomorow 2pm pls", intent: "booking" },
  { message: "Can I book the lawyer for one hour next week? I have plenty questions about my studio", intent: "booking" },
  { message: "I'd like to book a first meeting with a lawyer for my mother, who lives in Freetown. She can come any weekday morning.", intent: "booking" },

  // area:family (16)
  { message: "mi gyal get belle for me an now she de ask for monthly moni, a wan una help we settle di maintenance proper", intent: "area:family" },
  { message: "My husband is a former footballer and we want to divorce. He has our children in Freetown and I am in Bo. I need help.", intent: "area:family" },
  { message: "me n my babymama split n she wont let me see my daughter, need help w custody", intent: "area:family" },
  { message: "I wish to prepare a will to ensure my nightclub and other properties pass to my children. Does your firm handle this?", intent: "area:family" },
  { message: "my dad was a famous musician and he died last month, his brothers are taking everything, we need help with his estate", intent: "area:family" },
  { message: "wan divorce my wife, she moved to US wit d kids, need help", intent: "area:family" },
  { message: "My sister died and left a small boy. I want to adopt him properly so he can live and travel with me. Can you help?", intent: "area:family" },
  { message: "I'm a British-Sierra Leonean actress and I'd like to adopt a child from Freetown. Does your firm help with adoptions?", intent: "area:family" },
  { message: "mi papa die no will, mi na di big pikin, a wan sort di tins dem we e lef", intent: "area:family" },
  { message: "babymama taking me to court for child support n i need a lawyer on my side", intent: "area:family" },
  {
    message: "My son's father never paid maintenance for him all these years. Now that the boy is doing well in football I want help to claim what he owes.",
    intent: "area:family",
  },
  {
    message:
      "My late brother's widow and his children from another woman are quarrelling over his bar and house. I am the executor and need assistance with probate.",
    intent: "area:family",
  },
  { message: "my parents r divorcing bcos my dad the DJ has another woman, my mom needs a lawyer for it", intent: "area:family" },
  { message: "d mother of my kids want full custody n take dem to Kenema, I need help on dis", intent: "area:family" },
  { message: "I am marrying in December and want a lawyer to help us with an agreement before marriage because of my business", intent: "area:family" },
  { message: "My late father left a will in Freetown, but my stepmother is hiding it. I need help with the inheritance.", intent: "area:family" },

  // area:business (16)
  { message: "me an mi padi dem wan open football academy as company, una de register company?", intent: "area:business" },
  { message: "I want to register a company to manage my son's football career and image. Do you help with registration?", intent: "area:business" },
  { message: "starting a record label w 2 friends, need the company registered n a shareholder agreement", intent: "area:business" },
  { message: "My partners and I require a shareholders' agreement for our nightclub, as we are admitting a new investor.", intent: "area:business" },
  { message: "me and my friends want to register our fan club as a business and sell merch, can you help", intent: "area:business" },
  { message: "need help registerin my event company n openin corporate bank account", intent: "area:business" },
  { message: "I want help to turn my photo studio into a limited company with my brother as partner", intent: "area:business" },
  { message: "A foreign investor wants to put money into my production company in Freetown. I need help structuring the investment.", intent: "area:business" },
  { message: "we supporters club wan register as company so we fit get sponsor moni, una fit do am?", intent: "area:business" },
  { message: "investor wants 40% of my studio, need someone to look at the terms n the company side of it", intent: "area:business" },
  {
    message:
      "The board of the football club where I sit as a director holds no AGMs and the chairman spends funds freely. We need help putting proper corporate governance in place.",
    intent: "area:business",
  },
  { message: "my uncle wants to buy shares in a football club in freetown, does ur firm deal with that", intent: "area:business" },
  { message: "bank want guarantees for loan for my concert business, need business lawyer to help", intent: "area:business" },
  { message: "I registered my business name years ago but now I want to make it a company and bring in investors. Please assist.", intent: "area:business" },
  { message: "I'm setting up a talent management company in Sierra Leone from the UK. Can you handle the registration remotely?", intent: "area:business" },
  {
    message: "The football academy my son attends is asking parents to become shareholders. I want someone to look at the company papers for me.",
    intent: "area:business",
  },

  // area:shipping (16)
  { message: "mi boots an kits container from Holland hold na quay, customs nor gree release am", intent: "area:shipping" },
  {
    message: "I shipped a container of football equipment from Guinea for the academy and it has been stuck at the port for two months.",
    intent: "area:shipping",
  },
  { message: "my speakers n turntables came by ship n half are smashed, shipping company says not their problem", intent: "area:shipping" },
  {
    message:
      "A consignment of bar furniture and refrigerators for my club has been held at Queen Elizabeth II Quay pending a customs dispute. I need assistance.",
    intent: "area:shipping",
  },
  { message: "my brother shipped a car from UK for his music videos and the port is charging crazy storage fees, can u help", intent: "area:shipping" },
  { message: "stage n lightin equipmnt stuck at d quay 3 weeks, show next month, need shippin lawyer", intent: "area:shipping" },
  {
    message: "My camera equipment came in a shared container and the clearing agent says some boxes were lost at sea. I want to make a claim.",
    intent: "area:shipping",
  },
  {
    message: "Our film props were shipped to Freetown and the vessel has been delayed for weeks, some crates arrived broken. Do you deal with cargo claims?",
    intent: "area:shipping",
  },
  { message: "we charterd a boat for party cruise n owner cancel last minute afta payment, need help wit d charter", intent: "area:shipping" },
  {
    message: "The vessel carrying my imported drinks has docked, but the shipping line refuses to release the bill of lading. Please help.",
    intent: "area:shipping",
  },
  {
    message: "ship owner owes me for a dj gig on his vessel n he leaves port friday, heard u can get a ship arrested?",
    intent: "area:shipping",
    also: ["area:contract"],
  },
  { message: "Customs at the port want to classify my drones as military equipment and keep them. I am just a photographer.", intent: "area:shipping" },
  {
    message: "Our football jerseys from China came wet and damaged inside the container. I want to make a claim against the shipping company.",
    intent: "area:shipping",
  },
  {
    message: "A container with the wardrobe for my film has been held at the quay over paperwork. Can your shipping lawyer help get it cleared?",
    intent: "area:shipping",
  },
  { message: "a send motobike go mi mama na Salone by ship, e lost na port. una de handle dat?", intent: "area:shipping" },
  {
    message: "the barge bringing the stage for the beach festival got detained at the port, my dad owns the barge and needs a lawyer",
    intent: "area:shipping",
  },

  // area:land (16)
  { message: "a buy lan na Waterloo fo build os wit mi signing-on fee, now anoda man say na in lan. una fit help?", intent: "area:land" },
  { message: "The land my son bought for me in Bo has a problem, his uncles say it is family land. We need help.", intent: "area:land" },
  { message: "landlord locked my studio saying i owe rent, all my gear inside, help", intent: "area:land" },
  {
    message: "My lease on the club premises at Aberdeen expires in March and the landlord wants to triple the rent. I need assistance with the renewal.",
    intent: "area:land",
  },
  { message: "my mum wants to buy land at Goderich from a footballer, how do we check if the title is real", intent: "area:land" },
  { message: "want to lease big land in Kono for annual festival, need lawyer to do d lease properly", intent: "area:land" },
  { message: "Neighbour has built his fence into my studio plot in Makeni. It is a boundary matter and I need help.", intent: "area:land" },
  { message: "I'm buying a house in Freetown from abroad. I need a lawyer to do the title search and conveyancing for me.", intent: "area:land" },
  { message: "mi brodas dem sell we granpa lan widout tell we, wetin una fit do", intent: "area:land" },
  { message: "the bar owner i rent the rooftop studio from wants me out before my tenancy ends", intent: "area:land" },
  { message: "I have misplaced the title deed for the plot on which my bar stands. I need a certified copy and help securing the title.", intent: "area:land" },
  { message: "our landlord is kicking all of us students out of the house bcos he wants to turn it into a night club, can u help us", intent: "area:land" },
  { message: "bought land near Lumley for event venue, chief now sayin d papers nt good, need title check", intent: "area:land" },
  { message: "My late father's land in Makeni, my cousins are building on it without asking anybody. I need a lawyer to stop them.", intent: "area:land" },
  {
    message: "My brother and I want to turn our family house in Freetown into a boutique hotel and need the title deeds regularised first.",
    intent: "area:land",
  },
  { message: "The owner of the field where my son's academy trains wants to sell it, but we have a lease for 5 years. Please help us.", intent: "area:land" },

  // area:arbitration (16)
  { message: "mi an di club get palava ova bonus, we nor wan go court, una fit settle am quietly?", intent: "area:arbitration" },
  {
    message: "The club and my son disagree about his contract and both sides want a mediator instead of court. Do you do mediation?",
    intent: "area:arbitration",
  },
  { message: "me n my producer got beef over the split on a hit song, we wanna sit w a mediator not go to court", intent: "area:arbitration" },
  {
    message:
      "My co-owner and I have reached deadlock over the management of the nightclub. Our agreement provides for arbitration and we wish to commence proceedings.",
    intent: "area:arbitration",
  },
  { message: "my dads band members are fighting over money from shows, they want someone neutral to settle it out of court", intent: "area:arbitration" },
  { message: "Sponsor n me wan settle d dispute out of court, our contract get arbitration clause. una fit handle?", intent: "area:arbitration" },
  {
    message: "A wedding planner and I have a dispute about my fees. We agreed to go for mediation. Can your firm do the mediation?",
    intent: "area:arbitration",
  },
  { message: "I won an arbitration award against a Nigerian production company. I need help getting it enforced in Sierra Leone.", intent: "area:arbitration" },
  { message: "di agent an me get wahala for percentage, we two agree for arbitration, una de do am?", intent: "area:arbitration" },
  { message: "label says our contract disputes go to arbitration. never done that before, need someone to represent me", intent: "area:arbitration" },
  {
    message: "An arbitral award was made in my favour against a drinks supplier last year and remains unpaid. I require assistance to have it enforced.",
    intent: "area:arbitration",
  },
  { message: "me n co-promoter split on profits from d Xmas show, want mediation quick b4 it spoil our business", intent: "area:arbitration" },
  {
    message:
      "Our photographers association and the football association have a quarrel about match accreditation and money. Both sides want mediation, not court.",
    intent: "area:arbitration",
  },
  {
    message: "My co-producers and I want to resolve a disagreement over the film's distribution rights without going to court. Do you offer mediation?",
    intent: "area:arbitration",
  },
  {
    message: "Two academies both say my son belongs to them. Both directors agreed to let a neutral person decide. Can your office arrange that?",
    intent: "area:arbitration",
  },
  {
    message: "student union n the concert promoter r fighting over profits from the campus show, both sides want arbitration instead of court",
    intent: "area:arbitration",
  },

  // area:contract (16)
  { message: "new club send me contract, a nor sabi read am fine, una fit check am for me?", intent: "area:contract" },
  { message: "A club in Morocco sent my son a contract. I want a lawyer to review it before he signs anything.", intent: "area:contract" },
  { message: "need somebody to look over my record deal b4 i sign, they want 360", intent: "area:contract" },
  { message: "I require employment contracts drafted for my bar staff, door supervisors and resident DJs.", intent: "area:contract" },
  { message: "my friend won a singing competition and the sponsor gave her a contract to sign, she wants someone to read it first", intent: "area:contract" },
  { message: "need performance agreemnt drafted for 3 international artists for Dec show", intent: "area:contract" },
  {
    message: "The hotel owes me 12 million leones for photos under our agreement and refuses to pay. I need help to recover my money.",
    intent: "area:contract",
  },
  { message: "I've been offered a contract for a TV series shot in Freetown. Could your firm review the terms for me?", intent: "area:contract" },
  { message: "club owe me di signing-on fee we dem promise inside di contract, 6 months now, a wan help fo collect am", intent: "area:contract" },
  { message: "promoter never paid my fee for the new year gig, we had a signed contract, need help collecting", intent: "area:contract" },
  {
    message: "My beer supplier has breached our exclusive supply agreement by selling to my competitor at a discount. Please assist.",
    intent: "area:contract",
  },
  { message: "Drink company want sponsorship deal for my concert series. need contract lawyer to draft it", intent: "area:contract" },
  { message: "I want a standard contract for my wedding clients so they stop refusing to pay after. Can you draft one for me?", intent: "area:contract" },
  {
    message: "My former agent still owes me fees from three commercials. We have a written agreement. I need help recovering the money.",
    intent: "area:contract",
  },
  {
    message: "The academy changed management and my son's scholarship agreement is being ignored. I want help to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "i got a job as bartender at a club n they gave me an employment contract, my mum wants a lawyer to check it", intent: "area:contract" },

  // area:criminal (16)
  { message: "dem charge me for assault afta di match, a don get bail, court date na nex week, a need lawyer", intent: "area:criminal" },
  {
    message: "My son was released on bail yesterday but he has to go to court next month for a fight at the stadium. We need a lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "got charged w possession after a gig, out on bail now, need defence lawyer for the trial", intent: "area:criminal" },
  {
    message: "My nightclub manager has been charged with serving alcohol to minors and the case is before the magistrate. I wish to engage defence counsel.",
    intent: "area:criminal",
  },
  { message: "police beat my friends at the concert last month, we want to take action for human rights, can u help", intent: "area:criminal" },
  { message: "I got summons from polis to come for questionin abt ticket fraud next week. need lawyer to come wit me", intent: "area:criminal" },
  {
    message: "I was convicted for trespass for taking photos at a building site and I want to appeal. Can your criminal lawyer handle it?",
    intent: "area:criminal",
  },
  {
    message: "My brother was released on bail last week after he was arrested in Freetown. His trial starts soon. I need a criminal lawyer for him.",
    intent: "area:criminal",
  },
  { message: "dem accuse me for match fixing, polis say a fo report nex week, a need lawyer fo defend me", intent: "area:criminal" },
  { message: "my boy got convicted last week for a fight at the club, we wanna appeal", intent: "area:criminal" },
  {
    message: "One of my doormen is being prosecuted for assault following an incident at the entrance. He is on bail. We require representation.",
    intent: "area:criminal",
  },
  { message: "d polis seized my show money n charged me. now out on bail, court is in Kenema", intent: "area:criminal" },
  { message: "Soldiers beat me and broke my camera at a football match last year. I want to make a human rights claim.", intent: "area:criminal" },
  {
    message:
      "I've been accused of fraud by a producer and the police want to interview me when I come to Freetown next month. I need a criminal lawyer to be present.",
    intent: "area:criminal",
  },
  { message: "My husband has been released from Pademba Road but the case is still in court. We need a new lawyer for the trial.", intent: "area:criminal" },
  {
    message: "my cousin the rapper has a court case bcos of his song, they said its insulting, he is on bail now, need a defence lawyer",
    intent: "area:criminal",
  },

  // hours (16)
  { message: "una open satdey? a get training monday to friday", intent: "hours" },
  { message: "What time do you open in the morning? I will come from Bo early.", intent: "hours" },
  { message: "yall open late? im only free after 6", intent: "hours" },
  { message: "Kindly confirm your office hours for the coming week.", intent: "hours" },
  { message: "r u open today", intent: "hours" },
  { message: "wat time una close?", intent: "hours" },
  { message: "Is the office open on 27 April, Independence Day?", intent: "hours" },
  { message: "What are your opening hours in UK time? I'm in London and want to call.", intent: "hours" },
  { message: "una de open sunday?", intent: "hours" },
  { message: "open on boxing day?", intent: "hours" },
  { message: "Are you open during lunch time, between 1 and 2?", intent: "hours" },
  { message: "Will your chambers be open on Good Friday?", intent: "hours" },
  { message: "wat time do u guys close on fridays", intent: "hours" },
  { message: "office open tomorow mornin? wat time?", intent: "hours" },
  { message: "Are you open in the evening? I finish events late most days.", intent: "hours" },
  { message: "Do you keep normal hours over the Christmas period?", intent: "hours" },

  // services (12)
  { message: "wetin una de do for people?", intent: "services" },
  { message: "What kind of cases does your firm take?", intent: "services" },
  { message: "do yall do entertainment law or just regular stuff", intent: "services" },
  { message: "Please outline the range of legal services your firm provides.", intent: "services" },
  { message: "what areas of law do u cover", intent: "services" },
  { message: "una de handle sports n music cases or na only land an family?", intent: "services" },
  { message: "Do you do all kinds of cases or only some?", intent: "services" },
  { message: "Does your firm represent artists and performers, or is it more of a general practice?", intent: "services" },
  { message: "una na lawyer fo footballers?", intent: "services" },
  { message: "Please tell me the things your office can help with.", intent: "services" },
  { message: "what kinda cases u take", intent: "services" },
  { message: "full list of ur services pls", intent: "services" },

  // team (12)
  { message: "who be una lawyers dem?", intent: "team" },
  { message: "How many lawyers work at your firm?", intent: "team" },
  { message: "who's on the team? any of the lawyers know the music industry", intent: "team" },
  { message: "Kindly furnish the names of the advocates in your chambers and their respective specialisms.", intent: "team" },
  { message: "do u have female lawyers? what r their names", intent: "team" },
  { message: "which of ur lawyers handle wat? send list", intent: "team" },
  { message: "Who are the lawyers there and what does each one do?", intent: "team" },
  { message: "Could you tell me a bit about your lawyers? Are any of them used to high-profile clients?", intent: "team" },
  { message: "una get lawyer wey sabi football matter?", intent: "team" },
  { message: "Which lawyers are in the office and what are they good at?", intent: "team" },
  { message: "who the partners there", intent: "team" },
  { message: "how many lawyers una get an who be di senior one?", intent: "team" },

  // contact (8)
  { message: "how a fit reach una?", intent: "contact" },
  { message: "How can I get in touch with the firm from Bo?", intent: "contact" },
  { message: "best way to reach yall?", intent: "contact" },
  { message: "Please advise on the most suitable means of contacting your chambers.", intent: "contact" },
  { message: "how do i contact u guys", intent: "contact" },
  { message: "how to get in touch wit una fast", intent: "contact" },
  { message: "What are your contact details?", intent: "contact" },
  { message: "How can I contact you from the UK?", intent: "contact" },

  // phone (8)
  { message: "una numba pls", intent: "phone" },
  { message: "What is your phone number? I want to call.", intent: "phone" },
  { message: "yo u got whatsapp?", intent: "phone" },
  { message: "Kindly provide a telephone number for your chambers.", intent: "phone" },
  { message: "can i get ur whatsapp number", intent: "phone" },
  { message: "numbr to call quick?", intent: "phone" },
  { message: "Which number can I call from Makeni?", intent: "phone" },
  { message: "Do you have a WhatsApp number I can message from London?", intent: "phone" },

  // address (7)
  { message: "usai una office de?", intent: "address" },
  { message: "Where is your office exactly? I will come by poda-poda from the Bo lorry park.", intent: "address" },
  { message: "yo where u located", intent: "address" },
  { message: "Please give directions to your chambers from the Cotton Tree.", intent: "address" },
  { message: "whats ur address", intent: "address" },
  { message: "una office na which street?", intent: "address" },
  { message: "What's the full address of your office in Freetown?", intent: "address" },

  // email (7)
  { message: "una get email?", intent: "email" },
  { message: "Please what is your email address? I want to send my son's papers.", intent: "email" },
  { message: "email address?", intent: "email" },
  { message: "Kindly provide an e-mail address to which I may forward correspondence.", intent: "email" },
  { message: "can i email u? wats the address", intent: "email" },
  { message: "What email can I send the photos of the documents to?", intent: "email" },
  { message: "Which email should I use to send a consultation request from abroad?", intent: "email" },

  // greeting (9)
  { message: "kushe o", intent: "greeting" },
  { message: "Good morning", intent: "greeting" },
  { message: "yo", intent: "greeting" },
  { message: "Good afternoon.", intent: "greeting" },
  { message: "hiiiii", intent: "greeting" },
  { message: "how di bodi", intent: "greeting" },
  { message: "Hello", intent: "greeting" },
  { message: "Hi there, hope you're well.", intent: "greeting" },
  { message: "una kushe", intent: "greeting" },

  // thanks (8)
  { message: "tenki o", intent: "thanks" },
  { message: "Thank you very much, God bless you", intent: "thanks" },
  { message: "thx fam", intent: "thanks" },
  { message: "Much obliged.", intent: "thanks" },
  { message: "tysm!!", intent: "thanks" },
  { message: "tenki tenki", intent: "thanks" },
  { message: "Thanks, that helps", intent: "thanks" },
  { message: "Thank you so much, I really appreciate it.", intent: "thanks" },

  // goodbye (6)
  { message: "a de go now, bye", intent: "goodbye" },
  { message: "Okay bye bye", intent: "goodbye" },
  { message: "peace out", intent: "goodbye" },
  { message: "Good day to you.", intent: "goodbye" },
  { message: "ttyl bye", intent: "goodbye" },
  { message: "Cheers, speak soon.", intent: "goodbye" },

  // unknown (6)
  { message: "???", intent: "unknown" },
  { message: "hmm", intent: "unknown" },
  { message: "I don't know how to start this", intent: "unknown" },
  { message: "a nor know wetin fo say", intent: "unknown" },
  { message: "so um", intent: "unknown" },
  { message: "...", intent: "unknown" },

  // knowledge:Fees (6)
  { message: "how much una de charge fo check contract?", intent: "knowledge:Fees" },
  { message: "How much is a consultation? I am not rich.", intent: "knowledge:Fees" },
  { message: "can i pay in installments? money tight till next gig", intent: "knowledge:Fees" },
  { message: "What are your professional fees for an initial consultation?", intent: "knowledge:Fees" },
  { message: "do u do legal aid for students", intent: "knowledge:Fees" },
  { message: "ow much una de tek fo first meetin", intent: "knowledge:Fees" },

  // knowledge:Languages spoken (6)
  { message: "una lawyer dem sabi tok Krio?", intent: "knowledge:Languages spoken" },
  { message: "Does anyone there speak Mende? My Krio is not strong.", intent: "knowledge:Languages spoken" },
  { message: "can i talk to the lawyer in krio or it gotta be english", intent: "knowledge:Languages spoken" },
  { message: "Which languages do your lawyers speak? My business partner is francophone.", intent: "knowledge:Languages spoken" },
  { message: "does anyone speak temne there, its for my grandma", intent: "knowledge:Languages spoken" },
  { message: "Do your lawyers speak English comfortably? My manager is British and will join the call.", intent: "knowledge:Languages spoken" },

  // knowledge:What to bring (6)
  { message: "wetin a go bring wen a cam?", intent: "knowledge:What to bring" },
  { message: "What papers should I bring for the first meeting?", intent: "knowledge:What to bring" },
  { message: "do i need to bring anything to the consult", intent: "knowledge:What to bring" },
  { message: "Which documents ought I to bring to my first appointment?", intent: "knowledge:What to bring" },
  { message: "Should I bring my contracts and receipts when I come?", intent: "knowledge:What to bring" },
  { message: "What documents should my mother bring to her first meeting with you?", intent: "knowledge:What to bring" },

  // knowledge:Parking (6)
  { message: "una get parking space? a go cam wit jeep", intent: "knowledge:Parking" },
  { message: "Is there parking available at your chambers for my vehicle?", intent: "knowledge:Parking" },
  { message: "where can i park near ur office", intent: "knowledge:Parking" },
  { message: "can my okada drop me right at the office door", intent: "knowledge:Parking" },
  { message: "Is there somewhere safe to park on Siaka Stevens Street? I carry expensive cameras.", intent: "knowledge:Parking" },
  { message: "Can my driver drop me off in front of your office, or is it a no-stopping zone?", intent: "knowledge:Parking" },

  // attorney (4)
  { message: "Christiana Thomas de handle player contract?", intent: "attorney:Christiana Thomas" },
  { message: "Is Adama Koroma still with your chambers? I am told the mediation work there is excellent.", intent: "attorney:Adama Koroma" },
  { message: "is ibrahim jalloh any good? heard he got my boy out last time", intent: "attorney:Ibrahim Jalloh" },
  { message: "What does Isatu Bangura specialise in?", intent: "attorney:Isatu Bangura" },
];
